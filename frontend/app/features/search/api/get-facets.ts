import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { retryUnlessClientError } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-request";
import type { FacetsQuery } from "../lib/facets";
import type { JobFacets, SearchCountry } from "../types";

export async function getFacets(query: FacetsQuery, signal?: AbortSignal): Promise<JobFacets> {
  // The server checks the country against the ones it serves (422 otherwise).
  const params = { ...query, country: query.country as SearchCountry };
  return apiRequest(() => api.GET("/api/jobs/facets", { params: { query: params }, signal }));
}

export function facetsQueryOptions(query: FacetsQuery) {
  return queryOptions({
    queryKey: ["jobs", "facets", query],
    queryFn: ({ signal }) => getFacets(query, signal),
    // Counts are extra: one more try, then the filters show without them.
    retry: (failures, error) => failures < 1 && retryUnlessClientError(failures, error),
    // The last counts stay (dimmed) while the next ones load, instead of an empty panel.
    placeholderData: keepPreviousData,
  });
}

/** Counts for every filter of this search; asked only once `enabled` (after the search's own answer). */
export function useFacets(query: FacetsQuery, enabled: boolean) {
  return useQuery({ ...facetsQueryOptions(query), enabled });
}
