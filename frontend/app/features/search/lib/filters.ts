import type { SearchState } from "./search-params";

// What the page itself needs to know about the chosen filters; the facets' own rules (facets.ts)
// load with the facets, after the results.

/** The filters a facet sets, cleared: what 'Clear all' and the empty state's 'Clear filters' do. */
export const NO_FILTERS = {
  remote: null,
  postedWithinDays: null,
  minSalary: null,
  employmentType: "",
  source: "",
  category: "",
} satisfies Partial<SearchState>;

/** How many filters are chosen (the location is the search's own field, not counted). */
export function chosenFilterCount(state: SearchState): number {
  return (Object.keys(NO_FILTERS) as (keyof typeof NO_FILTERS)[]).filter(
    (field) => state[field] !== NO_FILTERS[field],
  ).length;
}
