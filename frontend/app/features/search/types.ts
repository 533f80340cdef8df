import type { components, operations } from "~/api/generated/schema";

export type JobCard = components["schemas"]["JobCardOut"];
export type JobSearchResult = components["schemas"]["JobSearchOut"];
export type SourceStatus = components["schemas"]["SourceStatusOut"];
export type JobSearchApiQuery = NonNullable<operations["itjobs_jobs_api_search_jobs"]["parameters"]["query"]>;
export type SearchCountry = NonNullable<JobSearchApiQuery["country"]>;
