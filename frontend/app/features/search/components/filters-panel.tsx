import { SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { groupDigits } from "~/lib/en-us-format";
import { chosenFilterCount, NO_FILTERS } from "../lib/filters";
import type { SearchState } from "../lib/search-params";
import { FacetsPlaceholder } from "./facets-placeholder";

// The facets' code and counts come after the results (the JavaScript budget, decision 0013): never in
// the way of the first page. On a phone they sit behind 'Show filters', so they load when the
// panel first opens: most phone visits never open it and load neither the code nor the counts.
const SearchFacets = lazy(() => import("./search-facets"));

// The width from which the panel is a sidebar (Tailwind's `lg`, as the classes below).
const SIDEBAR = "(min-width: 64rem)";

/** The panel is a sidebar, always shown (false when prerendering: it renders closed). */
function useSidebar(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = matchMedia(SIDEBAR);
      query.onchange = onChange;
      return () => {
        query.onchange = null;
      };
    },
    () => matchMedia(SIDEBAR).matches,
    () => false,
  );
}

interface FiltersPanelProps {
  state: SearchState;
  hrefFor: (changes: Partial<SearchState>) => string;
  /** The search has answered: the facets may load now. */
  ready: boolean;
  /** The search's total (a lower bound when not exact), for the phone panel's 'Show N jobs'. */
  total?: number;
  totalExact?: boolean;
}

function showJobs(total: number | undefined, exact = true): string {
  if (total === undefined) return "Show results";
  return `Show ${groupDigits(total)}${exact ? "" : "+"} ${total === 1 && exact ? "job" : "jobs"}`;
}

/** The filters in a sidebar on wide screens, behind a 'Show filters' toggle on phones. */
export function FiltersPanel({ state, hrefFor, ready, total, totalExact }: FiltersPanelProps) {
  const [open, setOpen] = useState(false);
  const shown = useSidebar() || open;
  // Once the first results are in and the panel shows, the facets stay mounted (later searches
  // keep their counts, a closed panel keeps them for its next opening).
  const [started, setStarted] = useState(ready && shown);
  if (ready && shown && !started) setStarted(true);
  const chosen = chosenFilterCount(state);
  return (
    <aside aria-labelledby="filters-heading" className="lg:sticky lg:top-24 lg:self-start">
      <button
        id="filters-toggle"
        type="button"
        aria-expanded={open}
        aria-controls="filters-body"
        onClick={() => setOpen((current) => !current)}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white text-sm font-semibold text-slate-700 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {open ? "Hide filters" : "Show filters"}
        {chosen ? (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
            {chosen}
            <span className="sr-only"> chosen</span>
          </span>
        ) : null}
      </button>
      <div id="filters-body" className={cn("mt-3 lg:mt-0 lg:block", open ? "block" : "hidden")}>
        <Card className="p-5 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
          <div className="mb-4 flex items-baseline justify-between gap-2">
            <h2 id="filters-heading" className="text-base font-semibold text-ink">
              Filters
            </h2>
            {chosen ? (
              <Link to={hrefFor(NO_FILTERS)} className="text-sm font-semibold text-brand-700 hover:underline">
                Clear all
              </Link>
            ) : null}
          </div>
          {started ? (
            <Suspense fallback={<FacetsPlaceholder />}>
              <SearchFacets
                state={state}
                hrefFor={hrefFor}
                enabled={ready}
                placeholder={<FacetsPlaceholder />}
              />
            </Suspense>
          ) : (
            <FacetsPlaceholder />
          )}
          {/* Phones: back to the results, which sit under this panel. */}
          <div className="sticky bottom-0 -mx-5 -mb-5 mt-5 rounded-b-xl border-t border-slate-200 bg-white p-3 lg:hidden">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                document.getElementById("filters-toggle")?.scrollIntoView({ block: "start" });
              }}
              className="h-11 w-full rounded-lg bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {showJobs(ready ? total : undefined, totalExact)}
            </button>
          </div>
        </Card>
      </div>
    </aside>
  );
}
