import { queryOptions, useQuery } from "@tanstack/react-query";
import type { components } from "~/api/generated/schema";
import { api } from "~/lib/api-client";
import { apiRequest } from "~/lib/api-request";

type JobCard = components["schemas"]["JobCardOut"];

/** Six featured jobs on the home page. */
export const FEATURED_COUNT = 6;

export async function getFeaturedJobs(signal?: AbortSignal): Promise<JobCard[]> {
  const jobs = await apiRequest(() =>
    api.GET("/api/jobs/featured", { params: { query: { country: "us" } }, signal }),
  );
  return jobs.slice(0, FEATURED_COUNT);
}

export function featuredJobsQueryOptions() {
  return queryOptions({
    queryKey: ["jobs", "featured", "us"],
    queryFn: ({ signal }) => getFeaturedJobs(signal),
  });
}

/** Six featured jobs for a US software developer; a failed fetch is an empty list. */
export function useFeaturedJobs() {
  const query = useQuery(featuredJobsQueryOptions());
  return { jobs: query.data ?? [], isPending: query.isPending };
}
