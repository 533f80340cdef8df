import { queryOptions, useQuery } from "@tanstack/react-query";
import type { components } from "~/api/generated/schema";
import { api } from "~/lib/api-client";
import { apiRequest } from "~/lib/api-request";

export type CategoryJob = components["schemas"]["JobCardOut"];

/** Category jobs are the first page, 8 per page. */
export const CATEGORY_JOBS_PAGE_SIZE = 8;

/**
 * The 'Latest {name} Jobs' grid. A failed fetch shows the empty state rather than an error,
 * so errors become an empty list here and are logged for whoever is debugging.
 */
export function categoryJobsQuery(keyword: string) {
  return queryOptions({
    queryKey: ["category-jobs", keyword],
    queryFn: async ({ signal }): Promise<CategoryJob[]> => {
      try {
        const result = await apiRequest(() =>
          api.GET("/api/jobs/search", {
            params: { query: { keyword, page: 1, page_size: CATEGORY_JOBS_PAGE_SIZE } },
            signal,
          }),
        );
        return result.jobs;
      } catch (error) {
        if (signal.aborted) throw error;
        console.error("Error fetching category jobs", error);
        return [];
      }
    },
  });
}

export function useCategoryJobs(keyword: string) {
  return useQuery(categoryJobsQuery(keyword));
}
