import type { components } from "~/api/generated/schema";

type GuideIndex = components["schemas"]["GuideIndexOut"];

export interface GuideLink {
  slug: string;
  title: string;
  to: string;
}

/** Guides for the job's categories (at most `limit`), else the general job-guide sections. */
export function relevantGuides(categories: string[], index: GuideIndex, limit = 4): GuideLink[] {
  const byCategory = new Map(index.categories.map((category) => [category.slug, category.guides]));
  const matching = categories.flatMap((slug) => byCategory.get(slug) ?? []);
  const chosen = matching.length > 0 ? matching : index.sections;
  return chosen.slice(0, limit).map((guide) => ({
    slug: guide.slug,
    title: guide.title,
    to: `/career-guides/${guide.slug}`,
  }));
}
