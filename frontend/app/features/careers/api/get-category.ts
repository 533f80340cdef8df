import type { Category, CategorySummary } from "~/content/types";
import { api } from "~/lib/api-client";
import { apiRequest } from "~/lib/api-request";

/** A category for client-side navigations; unknown slugs come back as the 'IT Careers' fallback. */
export function fetchCategory(slug: string | undefined): Promise<Category> {
  return apiRequest(
    () => api.GET("/api/content/categories/{slug}", { params: { path: { slug: slug || "it-careers" } } }),
    { fallback: "Could not load the category" },
  );
}

export function fetchCategoryList(): Promise<CategorySummary[]> {
  return apiRequest(() => api.GET("/api/content/categories"), {
    fallback: "Could not load the career categories",
  });
}

export function fetchRoles() {
  return apiRequest(() => api.GET("/api/content/roles"), { fallback: "Could not load the IT roles" });
}
