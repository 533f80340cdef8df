import { Search, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { relaxedMessage } from "../lib/relaxed-message";
import { withoutWords } from "../lib/search-notices";
import type { SearchState } from "../lib/search-params";
import type { JobSearchResult } from "../types";

interface SearchNoticesProps {
  result: JobSearchResult;
  /** The address of this search with some fields changed. */
  hrefFor: (changes: Partial<SearchState>) => string;
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800">
      <span className="mt-0.5 shrink-0 text-brand-700">{icon}</span>
      <div className="grid gap-0.5">{children}</div>
    </div>
  );
}

const linkClass =
  "font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700";

/**
 * What the server did to a search that found nothing as typed (decision 0011): the keyword it
 * searched instead ('Showing results for X' / 'Search instead for Y'), and what it
 * left out to show any jobs at all.
 */
export function SearchNotices({ result, hrefFor }: SearchNoticesProps) {
  const { corrected_keyword: corrected, relaxed, query } = result;
  if (!corrected && !relaxed) return null;
  const searched = corrected || query.keyword;
  const rest = relaxed ? withoutWords(searched, relaxed.dropped_words) : "";
  return (
    <div role="status" className="grid gap-2">
      {corrected ? (
        <Notice icon={<Search aria-hidden="true" className="size-4" />}>
          <p className="text-base">
            Showing results for <strong className="font-semibold text-ink">{corrected}</strong>
          </p>
          <p>
            Search instead for{" "}
            <Link to={hrefFor({ exact: true })} className={linkClass}>
              {query.keyword}
            </Link>
          </p>
        </Notice>
      ) : null}
      {relaxed ? (
        <Notice icon={<SearchX aria-hidden="true" className="size-4" />}>
          <p className="text-base">{relaxedMessage(searched, query.location, relaxed)}</p>
          {relaxed.remote_instead && searched ? (
            <p>
              <Link to={hrefFor({ keyword: searched, location: "" })} className={linkClass}>
                Search the whole country instead
              </Link>
            </p>
          ) : null}
          {relaxed.dropped_words.length && rest ? (
            <p>
              <Link
                to={hrefFor({ keyword: rest, ...(relaxed.location ? { location: "" } : {}) })}
                className={linkClass}
              >
                Search for "{rest}"{relaxed.location ? " in the whole country" : ""}
              </Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
    </div>
  );
}

// routes/jobs.tsx loads the notice on use: most searches need none.
export default SearchNotices;
