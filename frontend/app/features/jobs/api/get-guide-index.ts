import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { ApiError } from "./api-error";

/** The career guides by category (content's one home: /api/content/guides). */
export async function getGuideIndex(signal?: AbortSignal) {
  const { data, response } = await api.GET("/api/content/guides", { signal });
  if (!data) throw new ApiError(response.status);
  return data;
}

export function guideIndexQueryOptions() {
  return queryOptions({ queryKey: ["content", "guides"], queryFn: ({ signal }) => getGuideIndex(signal) });
}

export function useGuideIndex() {
  return useQuery(guideIndexQueryOptions());
}
