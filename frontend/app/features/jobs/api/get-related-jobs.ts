import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { retryUnlessClientError } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-request";
import type { JobCard } from "../types";

/** Spec §9: up to 6 related jobs. */
export const RELATED_LIMIT = 6;

export async function getRelatedJobs(id: string, signal?: AbortSignal): Promise<JobCard[]> {
  const jobs = await apiRequest(() =>
    api.GET("/api/jobs/{job_id}/related", { params: { path: { job_id: id } }, signal }),
  );
  return jobs.slice(0, RELATED_LIMIT);
}

export function relatedJobsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["jobs", "related", id],
    queryFn: ({ signal }) => getRelatedJobs(id, signal),
    retry: retryUnlessClientError,
  });
}

/** Spec §4: any fetch error becomes an empty list. */
export function useRelatedJobs(id: string | undefined) {
  const query = useQuery({ ...relatedJobsQueryOptions(id ?? ""), enabled: Boolean(id) });
  return { ...query, jobs: query.data ?? [] };
}
