import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { apiRequest } from "~/lib/api-request";
import type { SearchCountry, SuggestField, Suggestions } from "../types";

/** At most this many suggestions under a box. */
export const SUGGESTION_LIMIT = 8;

export async function getSuggestions(
  field: SuggestField,
  q: string,
  country: string,
  signal?: AbortSignal,
): Promise<Suggestions> {
  const query = { field, q, country: country as SearchCountry, limit: SUGGESTION_LIMIT };
  return apiRequest(() => api.GET("/api/jobs/suggestions", { params: { query }, signal }));
}

export function suggestionsQueryOptions(field: SuggestField, q: string, country: string) {
  return queryOptions({
    queryKey: ["jobs", "suggestions", field, q.toLowerCase(), country],
    queryFn: ({ signal }) => getSuggestions(field, q, country, signal),
    // Typing on: the last list stays until the next one is in. A failure shows no list, no retry.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Suggestions for what was typed; nothing is asked for an empty box. */
export function useSuggestions(field: SuggestField, q: string, country: string) {
  return useQuery({ ...suggestionsQueryOptions(field, q, country), enabled: q.trim() !== "" });
}
