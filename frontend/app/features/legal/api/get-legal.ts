import type { About, Legal } from "~/content/types";
import { api } from "~/lib/api-client";
import { apiRequest } from "~/lib/api-request";

export function fetchLegal(): Promise<Legal> {
  return apiRequest(() => api.GET("/api/content/legal"), { fallback: "Could not load the legal texts" });
}

export function fetchAbout(): Promise<About> {
  return apiRequest(() => api.GET("/api/content/about"), { fallback: "Could not load the about page" });
}
