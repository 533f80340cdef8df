import type { components } from "~/api/generated/schema";
import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import type { AlertSearch } from "../lib/alert-search";

type AlertCreateBody = components["schemas"]["AlertCreateIn"];

interface AlertRequest {
  search: AlertSearch;
  frequency: "daily" | "weekly";
  email: string | null;
}

/** Keeps the search as an alert. Signed out the answer is the same for any address (check your inbox). */
export async function createAlert({ search, frequency, email }: AlertRequest) {
  await ensureCsrf();
  // The search as the results page asked it; the server checks it with the search's own schema.
  const body = { ...search, frequency, email } as AlertCreateBody;
  return apiRequest(() => api.POST("/api/alerts", { body }));
}
