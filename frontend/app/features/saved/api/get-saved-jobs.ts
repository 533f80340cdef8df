import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { apiRequest } from "~/lib/api-request";
import { ACCOUNT_KEY } from "~/lib/queries/session";
import type { SavedOwner } from "~/lib/saved-jobs/saved-jobs-store";
import { loadSavedIds } from "~/lib/saved-jobs/saved-jobs-sync";

/** The account's saved jobs (under ACCOUNT_KEY: dropped at sign-in and sign-out). Read after the
 * browser's list has been merged in, and afresh on every visit: cards elsewhere change it. */
export function accountSavedJobsOptions(owner: SavedOwner) {
  return queryOptions({
    queryKey: [...ACCOUNT_KEY, "saved-jobs", owner],
    queryFn: async () => {
      await loadSavedIds(owner);
      return apiRequest(() => api.GET("/api/saved-jobs"));
    },
    staleTime: 0,
  });
}

export function useAccountSavedJobs(owner: SavedOwner | null) {
  return useQuery({ ...accountSavedJobsOptions(owner ?? "browser"), enabled: owner?.startsWith("user:") });
}

/** What the server says now of the jobs this browser keeps (open or closed, similar jobs). */
export function useBrowserSavedJobs(ids: string[], enabled: boolean) {
  return useQuery({
    queryKey: ["saved-jobs-lookup", ids],
    queryFn: () => apiRequest(() => api.GET("/api/saved-jobs/lookup", { params: { query: { ids } } })),
    enabled: enabled && ids.length > 0,
    staleTime: 0,
  });
}
