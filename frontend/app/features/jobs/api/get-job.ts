import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { takePreloadedData } from "~/lib/preloaded-api";
import type { JobDetail } from "../types";
import { ApiError, retryUnlessClientError } from "./api-error";

/** The job a '/jobs/{slug}' address names; the server finds the id in the slug (404 when none). */
export async function getJob(slug: string, signal?: AbortSignal): Promise<JobDetail> {
  const { data, response } = await api.GET("/api/jobs/by-path/{slug}", {
    params: { path: { slug } },
    signal,
  });
  if (!data) throw new ApiError(response.status);
  return data;
}

export function jobQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["jobs", "by-path", slug],
    queryFn: ({ signal }) => getJob(slug, signal),
    // A job page's HTML brings its job (the server asks the same address).
    initialData: () => takePreloadedData<JobDetail>(`/api/jobs/by-path/${encodeURIComponent(slug)}`),
    retry: retryUnlessClientError,
  });
}

export function useJob(slug: string) {
  return useQuery(jobQueryOptions(slug));
}
