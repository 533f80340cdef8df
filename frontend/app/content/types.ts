import type { components } from "~/api/generated/schema";

type Schemas = components["schemas"];

/** The content shapes: the same for content.json (prerender) and /api/content (runtime). */
export type Category = Schemas["CategoryOut"];
export type CategorySummary = Schemas["CategorySummaryOut"];
export type GuideIndex = Schemas["GuideIndexOut"];
export type Article = Schemas["ArticleOut"];
export type ArticleSection = Schemas["ArticleSectionOut"];
export type Plan = Schemas["PlanOut"];
export type Faq = Schemas["FaqOut"];
export type Faqs = Schemas["FaqsOut"];
export type Legal = Schemas["LegalOut"];
export type LegalSection = Schemas["LegalSectionOut"];
export type About = Schemas["AboutOut"];
export type Role = Schemas["RoleOut"];

/** content.json, the committed export: content only, the same for every deployment. */
export interface CommittedContent {
  categories: Record<string, Category>;
  categoryList: CategorySummary[];
  guides: GuideIndex;
  articles: Record<string, Article>;
  pricing: Plan[];
  faqs: Faqs;
  roles: Role[];
}

/** What the build-time loaders read: the committed content and this build's deployment.json. */
export interface ContentBundle extends CommittedContent {
  site: { siteName: string; productName: string };
  legal: Legal;
  about: About;
}
