import type { Category, CategorySummary } from "~/content/types";
import { api } from "~/lib/api-client";

/** A category for client-side navigations; unknown slugs come back as the 'IT Careers' fallback. */
export async function fetchCategory(slug: string | undefined): Promise<Category> {
  const { data, error } = await api.GET("/api/content/categories/{slug}", {
    params: { path: { slug: slug || "it-careers" } },
  });
  if (!data) throw new Error(`Could not load the category (${JSON.stringify(error ?? "no response")})`);
  return data;
}

export async function fetchCategoryList(): Promise<CategorySummary[]> {
  const { data } = await api.GET("/api/content/categories");
  if (!data) throw new Error("Could not load the career categories");
  return data;
}

export async function fetchRoles() {
  const { data } = await api.GET("/api/content/roles");
  if (!data) throw new Error("Could not load the IT roles");
  return data;
}
