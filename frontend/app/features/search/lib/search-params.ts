import { groupDigits } from "~/lib/en-us-format";
import { EMPLOYMENT_TYPES } from "~/lib/job-labels";
import type { JobSearchApiQuery } from "../types";

/** The search page's state lives in the address: keyword, location, country, plus our filters. */
export interface SearchState {
  keyword: string;
  location: string;
  country: string;
  /** true: remote jobs only; false: on-site only; null: both. */
  remote: boolean | null;
  postedWithinDays: number | null;
  minSalary: number | null;
  employmentType: string;
  /** A source's name as the source facet lists them ('adzuna', 'direct'); '' for every source. */
  source: string;
  /** A category slug (the category facet's value); '' for every category. */
  category: string;
  sort: SearchSort;
  /** Search the words as typed, without spelling correction ('Search instead for ...'). */
  exact: boolean;
  page: number;
}

/** The result orders the API offers; relevance is the default and stays out of the address. */
export const SEARCH_SORTS = ["relevance", "newest", "salary"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** What a source's name looks like; which sources there are, the server says (its source facet). */
const SOURCE_NAME = /^[a-z][a-z0-9]{0,9}$/;

export interface SearchPreset {
  keyword: string;
  location: string;
  country: string;
  /** true: the preset fills only a bare address (/jobs); false: it fills every missing field. */
  onlyWhenBare: boolean;
}

/** The fallback search of a bare /jobs: 'Software Developer' / 'US' / 'us'. */
export const DEFAULT_PRESET: SearchPreset = {
  keyword: "Software Developer",
  location: "US",
  country: "us",
  onlyWhenBare: true,
};

/** The search select offers us, gb, ca, au and de. */
export const SEARCH_COUNTRIES = ["us", "gb", "ca", "au", "de"] as const;

export const PAGE_SIZE = 50;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number.parseInt(value, 10);
  return number > 0 ? number : null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

export function parseSearchState(
  params: URLSearchParams,
  preset: SearchPreset = DEFAULT_PRESET,
): SearchState {
  const bare = !params.has("keyword") && !params.has("location") && !params.has("country");
  const usePreset = bare || !preset.onlyWhenBare;
  return {
    keyword: params.get("keyword") ?? (usePreset ? preset.keyword : ""),
    location: params.get("location") ?? (usePreset ? preset.location : ""),
    country: (params.get("country") || preset.country).toLowerCase(),
    remote: params.get("remote") === "true" ? true : params.get("remote") === "false" ? false : null,
    postedWithinDays: positiveInt(params.get("posted_within_days")),
    minSalary: positiveInt(params.get("min_salary")),
    employmentType: params.get("employment_type") ?? "",
    source: SOURCE_NAME.test(params.get("source") ?? "") ? (params.get("source") ?? "") : "",
    category: params.get("category") ?? "",
    sort: oneOf(SEARCH_SORTS, params.get("sort")) ?? "relevance",
    exact: params.get("exact") === "true",
    page: positiveInt(params.get("page")) ?? 1,
  };
}

/** The address for a state; filters and page appear only when set, so shared links stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set("keyword", state.keyword);
  params.set("location", state.location);
  params.set("country", state.country);
  if (state.remote !== null) params.set("remote", String(state.remote));
  if (state.postedWithinDays) params.set("posted_within_days", String(state.postedWithinDays));
  if (state.minSalary) params.set("min_salary", String(state.minSalary));
  if (state.employmentType) params.set("employment_type", state.employmentType);
  if (state.source) params.set("source", state.source);
  if (state.category) params.set("category", state.category);
  if (state.sort !== "relevance") params.set("sort", state.sort);
  if (state.exact) params.set("exact", "true");
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** The query the search API gets (its parameter names); empty fields are left out. */
export interface JobSearchQuery {
  keyword?: string;
  location?: string;
  country: string; // any two-letter code; the server answers 422 for one it does not serve
  page: number;
  page_size: number;
  remote?: boolean;
  posted_within_days?: number;
  min_salary?: number;
  employment_type?: EmploymentType;
  source?: string;
  category?: Category;
  sort?: SearchSort;
  exact?: boolean;
}

type EmploymentType = NonNullable<JobSearchApiQuery["employment_type"]>;
type Category = NonNullable<JobSearchApiQuery["category"]>;

export function toApiQuery(state: SearchState, pageSize = PAGE_SIZE): JobSearchQuery {
  const query: JobSearchQuery = { country: state.country, page: state.page, page_size: pageSize };
  if (state.keyword.trim()) query.keyword = state.keyword.trim();
  if (state.location.trim()) query.location = state.location.trim();
  if (state.remote !== null) query.remote = state.remote;
  if (state.postedWithinDays) query.posted_within_days = state.postedWithinDays;
  if (state.minSalary) query.min_salary = state.minSalary;
  if (Object.hasOwn(EMPLOYMENT_TYPES, state.employmentType))
    query.employment_type = state.employmentType as EmploymentType;
  // Any name goes through: the server answers 422 for a source it does not have (an empty list here).
  if (state.source) query.source = state.source;
  // Any slug goes through: the server answers 422 for one it does not know (an empty list here).
  if (state.category) query.category = state.category as Category;
  // Defaults stay out, so the bare /jobs asks exactly what the server preloaded (decision 0007).
  if (state.sort !== "relevance") query.sort = state.sort;
  if (state.exact) query.exact = true;
  return query;
}

/** The Atom feed of a search: its words and filters (the page, its size and the order are the page's). */
export function feedHref({ page, page_size, sort, ...search }: JobSearchQuery): string {
  return `/feeds/jobs.atom?${new URLSearchParams(search as unknown as Record<string, string>)}`;
}

/**
 * 'Found 1,234 Software Developer jobs in Seattle' (one job: 'Found 1 ... job'); when the server
 * stopped counting (`exact` false), 'Found 10,000+ ... jobs'.
 */
export function foundSummary(total: number, what: string, location = "", exact = true): string {
  const noun = total === 1 && exact ? "job" : "jobs";
  const count = `${groupDigits(total)}${exact ? "" : "+"}`;
  return `Found ${count} ${what} ${noun}${location ? ` in ${location}` : ""}`;
}
