import type { Article } from "~/content/types";
import { api } from "~/lib/api-client";
import { isNotFound } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-request";

/** An article, or null when there is none (the 'Article Not Found' screen; the server said 404). */
export async function fetchArticle(slug: string, { sectionsOnly = false } = {}): Promise<Article | null> {
  try {
    const article = await apiRequest(
      () => api.GET("/api/content/articles/{slug}", { params: { path: { slug } } }),
      { fallback: "Could not load the guide" },
    );
    return sectionsOnly && !article.is_section ? null : article;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
