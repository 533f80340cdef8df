import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { retryUnlessClientError } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-request";
import { takePreloadedData } from "~/lib/preloaded-api";
import type { JobSearchQuery } from "../lib/search-params";
import type { JobSearchResult, SearchCountry } from "../types";

const REFRESH_POLL_MS = 4000;
const REFRESH_POLLS = 3;

export async function searchJobs(query: JobSearchQuery, signal?: AbortSignal): Promise<JobSearchResult> {
  // The server checks the country against the ones it serves (422 otherwise).
  const params = { ...query, country: query.country as SearchCountry };
  return apiRequest(() => api.GET("/api/jobs/search", { params: { query: params }, signal }));
}

export function searchJobsQueryOptions(query: JobSearchQuery) {
  return queryOptions({
    queryKey: ["jobs", "search", query],
    queryFn: ({ signal }) => searchJobs(query, signal),
    // The server sends the search page's first answer with its HTML.
    initialData: () => takePreloadedData<JobSearchResult>("/api/jobs/search", query),
    // A bad query (4xx) will not get better by asking again.
    retry: retryUnlessClientError,
    // While the server refreshes this query from the sources, look again a few times for new jobs.
    refetchInterval: (query) =>
      query.state.data?.refreshing && query.state.dataUpdateCount <= REFRESH_POLLS ? REFRESH_POLL_MS : false,
  });
}

/**
 * Job lists are loading, then results or empty. `awaitingRefresh`: the server is still
 * fetching this query from the sources and we will look again, so an empty answer is not final.
 */
export function useSearchJobs(query: JobSearchQuery) {
  const options = searchJobsQueryOptions(query);
  const result = useQuery(options);
  const updates = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { ...result, awaitingRefresh: Boolean(result.data?.refreshing) && updates <= REFRESH_POLLS };
}
