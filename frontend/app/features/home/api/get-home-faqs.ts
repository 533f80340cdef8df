import { api } from "~/lib/api-client";
import { apiRequest } from "~/lib/api-request";

/**
 * The home FAQ from the content API (client navigations; the prerendered page has it already).
 * A failed fetch leaves the FAQ out rather than the whole home page.
 */
export async function getHomeFaqs(signal?: AbortSignal) {
  try {
    return (await apiRequest(() => api.GET("/api/content/faqs", { signal }))).home;
  } catch {
    return [];
  }
}
