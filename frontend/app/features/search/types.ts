import type { components, operations } from "~/api/generated/schema";

export type JobCard = components["schemas"]["JobCardOut"];
export type JobSearchResult = components["schemas"]["JobSearchOut"];
export type SourceStatus = components["schemas"]["SourceStatusOut"];
export type JobSearchApiQuery = NonNullable<operations["itjobs_jobs_api_search_jobs"]["parameters"]["query"]>;
export type SearchCountry = NonNullable<JobSearchApiQuery["country"]>;

export type JobFacets = components["schemas"]["JobFacetsOut"];
export type FacetValue = components["schemas"]["FacetValue"];
export type FacetGroupName = Exclude<keyof JobFacets, "total" | "exact">;
export type Suggestions = components["schemas"]["SuggestionsOut"];
export type Suggestion = components["schemas"]["SuggestionOut"];
export type SuggestField = NonNullable<
  operations["itjobs_jobs_api_suggest_as_typed"]["parameters"]["query"]["field"]
>;
