import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JobCard } from "~/features/jobs/types";

/** Spec §9: six featured jobs on the home page. */
export const FEATURED_COUNT = 6;

export async function getFeaturedJobs(country: string, signal?: AbortSignal): Promise<JobCard[]> {
  const response = await fetch(`/api/jobs/featured?country=${encodeURIComponent(country)}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Featured jobs failed with status ${response.status}`);
  return ((await response.json()) as JobCard[]).slice(0, FEATURED_COUNT);
}

export function featuredJobsQueryOptions(country: string) {
  return queryOptions({
    queryKey: ["jobs", "featured", country],
    queryFn: ({ signal }) => getFeaturedJobs(country, signal),
  });
}

/** Spec §4: loading, then results or empty; a failed fetch is an empty list. */
export function useFeaturedJobs(country = "us") {
  const query = useQuery(featuredJobsQueryOptions(country));
  return { jobs: query.data ?? [], isPending: query.isPending };
}
