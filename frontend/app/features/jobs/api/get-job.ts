import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { takePreloadedData } from "~/lib/preloaded-api";
import type { JobDetail } from "../types";
import { ApiError, retryUnlessClientError } from "./api-error";

async function fetchJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  const { data, response } = await api.GET("/api/jobs/{job_id}", {
    params: { path: { job_id: id } },
    signal,
  });
  if (!data) throw new ApiError(response.status);
  return data;
}

/** Tries each id the address could hold, most likely first (see job-id.ts); 404 when none exists. */
export async function getJob(candidates: string[], signal?: AbortSignal): Promise<JobDetail> {
  let lastError: unknown = new ApiError(404);
  for (const id of candidates) {
    try {
      return await fetchJob(id, signal);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

export function jobQueryOptions(candidates: string[]) {
  return queryOptions({
    queryKey: ["jobs", "detail", candidates[0] ?? ""],
    queryFn: ({ signal }) => getJob(candidates, signal),
    // A job page's HTML brings its job (the server tries the same id first).
    initialData: () =>
      candidates[0]
        ? takePreloadedData<JobDetail>(`/api/jobs/${encodeURIComponent(candidates[0])}`)
        : undefined,
    retry: retryUnlessClientError,
  });
}

export function useJob(candidates: string[]) {
  return useQuery({ ...jobQueryOptions(candidates), enabled: candidates.length > 0 });
}
