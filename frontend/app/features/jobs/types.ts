import type { components } from "~/api/generated/schema";

export type JobCard = components["schemas"]["JobCardOut"];
export type JobDetail = components["schemas"]["JobDetailOut"];
export type SourceLabel = JobCard["source"];
