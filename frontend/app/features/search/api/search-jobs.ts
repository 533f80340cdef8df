import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JobSearchQuery } from "../lib/search-params";
import type { JobSearchResult } from "../types";

export class SearchError extends Error {
  constructor(readonly status: number) {
    super(`Job search failed with status ${status}`);
  }
}

export async function searchJobs(query: JobSearchQuery, signal?: AbortSignal): Promise<JobSearchResult> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const response = await fetch(`/api/jobs/search?${params}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new SearchError(response.status);
  return (await response.json()) as JobSearchResult;
}

export function searchJobsQueryOptions(query: JobSearchQuery) {
  return queryOptions({
    queryKey: ["jobs", "search", query],
    queryFn: ({ signal }) => searchJobs(query, signal),
    // A bad query (4xx) will not get better by asking again.
    retry: (failures, error) => !(error instanceof SearchError && error.status < 500) && failures < 3,
  });
}

/** Spec §4: job lists are loading, then results or empty. */
export function useSearchJobs(query: JobSearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchJobsQueryOptions(query), enabled: options.enabled ?? true });
}
