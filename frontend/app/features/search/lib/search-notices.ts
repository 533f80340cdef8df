import { countryLabel } from "~/components/ui/countries";
import type { JobSearchResult } from "../types";

/** The keyword without the words the server left out ('Rust Rockstar' less 'rockstar': 'Rust'). */
export function withoutWords(keyword: string, dropped: readonly string[]): string {
  const gone = new Set(dropped.map((word) => word.toLowerCase()));
  const plain = (token: string) => token.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  return keyword
    .split(/\s+/)
    .filter((token) => token && !gone.has(plain(token)))
    .join(" ");
}

/**
 * What the listed jobs are, for the 'Found N <what> jobs in <where>' heading: the corrected
 * keyword, without dropped words, remote or in the whole country when the search was relaxed.
 * `what` and `where` are what the page would say for the search as typed.
 */
export function shownSearch(
  result: Pick<JobSearchResult, "corrected_keyword" | "relaxed" | "query">,
  what: string,
  where: string,
): { what: string; where: string } {
  let shown = result.corrected_keyword || what;
  const relaxed = result.relaxed;
  if (!relaxed) return { what: shown, where };
  if (relaxed.dropped_words.length) shown = withoutWords(shown, relaxed.dropped_words) || "IT";
  if (!relaxed.location) return { what: shown, where };
  if (relaxed.remote_instead) return { what: `remote ${shown}`, where: "" };
  return { what: shown, where: countryLabel(result.query.country) };
}
