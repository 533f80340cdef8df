import type { components } from "~/api/generated/schema";

type Schemas = components["schemas"];

/** The content shapes: the same for content.json (prerender) and /api/content (runtime). */
export type Category = Schemas["CategoryOut"];
export type CategorySummary = Schemas["CategorySummaryOut"];
export type GuideIndex = Schemas["GuideIndexOut"];
export type GuideSection = Schemas["GuideSectionOut"];
export type GuideLink = Schemas["GuideLinkOut"];
export type Article = Schemas["ArticleOut"];
export type ArticleSection = Schemas["ArticleSectionOut"];
export type Plan = Schemas["PlanOut"];
export type Faq = Schemas["FaqOut"];
export type Faqs = Schemas["FaqsOut"];
export type Legal = Schemas["LegalOut"];
export type LegalSection = Schemas["LegalSectionOut"];
export type About = Schemas["AboutOut"];
export type Role = Schemas["RoleOut"];

export interface ContentBundle {
  site: { siteName: string; productName: string };
  categories: Record<string, Category>;
  categoryList: CategorySummary[];
  guides: GuideIndex;
  articles: Record<string, Article>;
  pricing: Plan[];
  faqs: Faqs;
  legal: Legal;
  about: About;
  roles: Role[];
}
