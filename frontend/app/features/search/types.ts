import type { components, operations } from "~/api/generated/schema";

export type JobCard = components["schemas"]["JobCardOut"];
export type JobSearchResult = components["schemas"]["JobSearchOut"];
export type SourceStatus = components["schemas"]["SourceStatusOut"];
export type JobSearchApiQuery = NonNullable<operations["itjobs_jobs_api_search_jobs"]["parameters"]["query"]>;
export type SearchCountry = NonNullable<JobSearchApiQuery["country"]>;

// GET /api/jobs/facets (backend jobs/facets.py). Written out until the generated client has it.
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}
export interface JobFacets {
  total: number;
  exact?: boolean;
  remote: FacetValue[];
  employment_type: FacetValue[];
  posted_within_days: FacetValue[];
  min_salary: FacetValue[];
  source: FacetValue[];
  location: FacetValue[];
  category: FacetValue[];
}
// The API answers a `category` group but takes no category filter yet: the panel leaves it out.
export type FacetGroupName = Exclude<keyof JobFacets, "total" | "exact" | "category">;

// GET /api/jobs/suggestions (backend jobs/suggestions). Written out until the generated client has it.
export type SuggestField = "title" | "location";
export interface Suggestion {
  text: string;
  kind: "title" | "skill" | "search" | "place";
  count: number;
}
export interface Suggestions {
  suggestions: Suggestion[];
}
