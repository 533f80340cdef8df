import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { retryUnlessClientError } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-request";
import type { JobCard } from "../types";

/** A job page shows up to 6 related jobs. */
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

/** Any fetch error becomes an empty list: the section then says 'No related jobs found.' */
export function useRelatedJobs(id: string | undefined) {
  const query = useQuery({ ...relatedJobsQueryOptions(id ?? ""), enabled: Boolean(id) });
  return { ...query, jobs: query.data ?? [] };
}
