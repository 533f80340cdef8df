import generated from "./generated/content.json";
import type { Article, Category, CommittedContent, ContentBundle } from "./types";

/**
 * The site content at build time, for the loaders of prerendered pages: the committed export
 * (content.json) and what this build's settings decide (deployment.json). A `.server` module: it
 * never reaches the browser bundle (the browser gets the content inside the prerendered HTML, and
 * from /api/content on client-side navigations).
 */
export const content: ContentBundle = { ...(generated as CommittedContent), ...__DEPLOYMENT__ };

const FALLBACK_SLUG = "it-careers";

export function categoryFor(slug: string | undefined): Category {
  const found = slug && slug !== FALLBACK_SLUG ? content.categories[slug] : undefined;
  return found ?? (content.categories[FALLBACK_SLUG] as Category);
}

const SECTION_SLUGS = new Set(content.guides.sections.map((section) => section.slug));

/** The article for /career-guides/{slug} (any article) or /job-guide/{section} (sections only). */
export function articleFor(slug: string | undefined, { sectionsOnly = false } = {}): Article | null {
  if (!slug || (sectionsOnly && !SECTION_SLUGS.has(slug))) return null;
  return content.articles[slug] ?? null;
}
