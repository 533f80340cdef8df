import type { Article, GuideIndex } from "~/content/types";
import { api } from "~/lib/api-client";

export async function fetchGuideIndex(): Promise<GuideIndex> {
  const { data } = await api.GET("/api/content/guides");
  if (!data) throw new Error("Could not load the career guides");
  return data;
}

/** An article, or null when there is none (the 'Article Not Found' screen; the server said 404). */
export async function fetchArticle(slug: string, { sectionsOnly = false } = {}): Promise<Article | null> {
  const { data, response } = await api.GET("/api/content/articles/{slug}", { params: { path: { slug } } });
  if (response.status === 404) return null;
  if (!data) throw new Error(`Could not load the guide (HTTP ${response.status})`);
  if (sectionsOnly && !data.is_section) return null;
  return data;
}
