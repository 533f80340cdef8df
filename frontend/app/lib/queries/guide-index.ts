import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GuideIndex } from "~/content/types";
import { api } from "../api-client";
import { apiRequest } from "../api-request";

/** The career guides by category (content's one home: /api/content/guides). */
export function getGuideIndex(signal?: AbortSignal): Promise<GuideIndex> {
  return apiRequest(() => api.GET("/api/content/guides", { signal }), {
    fallback: "Could not load the career guides",
  });
}

export function guideIndexQueryOptions() {
  return queryOptions({ queryKey: ["content", "guides"], queryFn: ({ signal }) => getGuideIndex(signal) });
}

export function useGuideIndex() {
  return useQuery(guideIndexQueryOptions());
}
