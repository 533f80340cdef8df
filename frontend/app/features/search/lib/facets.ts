import { groupDigits } from "~/lib/en-us-format";
import type { FacetGroupName, FacetValue, JobFacets } from "../types";
import { type JobSearchQuery, type SearchState, toApiQuery } from "./search-params";

interface GroupSpec {
  title: string;
  /** The value this group has chosen in the state, as the API writes it ('' for none). */
  chosen: (state: SearchState) => string;
  /** The state's change for a value of this group (null: none chosen). */
  choose: (value: string | null) => Partial<SearchState>;
  /** A line under the title that says how the group counts. */
  hint?: string;
}

const number = (value: string | null) => (value ? Number(value) : null);

/** The groups in the order the panel shows them; each is named after the search parameter it sets. */
export const FACET_GROUPS: Record<FacetGroupName, GroupSpec> = {
  remote: {
    title: "Workplace",
    chosen: (state) => (state.remote === null ? "" : String(state.remote)),
    choose: (value) => ({ remote: value === null ? null : value === "true" }),
  },
  posted_within_days: {
    title: "Date posted",
    chosen: (state) => (state.postedWithinDays ? String(state.postedWithinDays) : ""),
    choose: (value) => ({ postedWithinDays: number(value) }),
  },
  employment_type: {
    title: "Job type",
    chosen: (state) => state.employmentType,
    choose: (value) => ({ employmentType: value ?? "" }),
  },
  min_salary: {
    title: "Minimum salary (yearly)",
    chosen: (state) => (state.minSalary ? String(state.minSalary) : ""),
    choose: (value) => ({ minSalary: number(value) }),
    hint: "Jobs whose lowest stated pay reaches this amount.",
  },
  category: {
    title: "Category",
    chosen: (state) => state.category,
    choose: (value) => ({ category: value ?? "" }),
  },
  location: {
    title: "City",
    chosen: (state) => state.location,
    choose: (value) => ({ location: value ?? "" }),
  },
  source: {
    title: "Source",
    chosen: (state) => state.source,
    choose: (value) => ({ source: value ?? "" }),
  },
};

export const FACET_ORDER = Object.keys(FACET_GROUPS) as FacetGroupName[];

/** Same value, as a location is written in any case ('austin, tx' is the facet 'Austin, TX'). */
export function isChosen(group: FacetGroupName, state: SearchState, value: string): boolean {
  const chosen = FACET_GROUPS[group].chosen(state);
  return group === "location" ? chosen.trim().toLowerCase() === value.toLowerCase() : chosen === value;
}

/**
 * The values a group shows: those that would list jobs, and the chosen one whatever its count (so
 * it stays visible and removable). A group with nothing to offer is left out (empty list).
 */
export function shownValues(group: FacetGroupName, values: readonly FacetValue[], state: SearchState) {
  return values.filter((value) => value.count > 0 || isChosen(group, state, value.value));
}

/** The facets API's query: the search's own filters, without paging or order (same answer for every page). */
export function toFacetsQuery(state: SearchState): FacetsQuery {
  const { page: _page, page_size: _size, sort: _sort, ...filters } = toApiQuery(state);
  return filters;
}

export type FacetsQuery = Omit<JobSearchQuery, "page" | "page_size" | "sort">;

/** Counts from the server are lower bounds when it stopped counting: '10,000+'. */
export function countLabel(count: number, facets: Pick<JobFacets, "exact">): string {
  return `${groupDigits(count)}${facets.exact === false ? "+" : ""}`;
}
