import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { retryUnlessClientError } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-request";
import { takePreloadedData } from "~/lib/preloaded-api";
import type { JobDetail } from "../types";

// A closed job answers 410 with the job as it was: its page says it closed (decision 0021).
const CLOSED = 410;

/** The job a '/jobs/{slug}' address names; the server finds the id in the slug (404 when none). */
export function getJob(slug: string, signal?: AbortSignal): Promise<JobDetail> {
  return apiRequest(() => api.GET("/api/jobs/by-path/{slug}", { params: { path: { slug } }, signal }), {
    answers: [CLOSED],
  });
}

export function jobQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["jobs", "by-path", slug],
    queryFn: ({ signal }) => getJob(slug, signal),
    // A job page's HTML brings its job (the server asks the same address).
    initialData: () =>
      takePreloadedData<JobDetail>(`/api/jobs/by-path/${encodeURIComponent(slug)}`, {}, [200, CLOSED]),
    retry: retryUnlessClientError,
  });
}

export function useJob(slug: string) {
  return useQuery(jobQueryOptions(slug));
}
