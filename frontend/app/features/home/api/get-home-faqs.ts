import { api } from "~/lib/api-client";

/** The home FAQ from the content API (client navigations; the prerendered page has it already). */
export async function getHomeFaqs(signal?: AbortSignal) {
  const { data } = await api.GET("/api/content/faqs", { signal });
  return data?.home ?? [];
}
