import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readDeployment } from "./deployment";

interface PrerenderContent {
  categories: Record<string, unknown>;
  articles: Record<string, unknown>;
  guides: { sections: { slug: string }[] };
  fallbackPages: string[];
}

/** Every page to prerender (content and city pages, and the fallbacks for unknown slugs), listed from the backend's content export (content.json, and deployment.json for the city pages, whose paths carry the product name). */
export function contentPrerenderPaths(): string[] {
  const file = fileURLToPath(new URL("./generated/content.json", import.meta.url));
  const content = JSON.parse(readFileSync(file, "utf-8")) as PrerenderContent;
  const categories = Object.keys(content.categories).filter((slug) => slug !== "it-careers");
  const sections = new Set(content.guides.sections.map((section) => section.slug));
  return [
    "/careers",
    ...categories.flatMap((slug) => [`/careers/${slug}`, `/job-categories/${slug}`]),
    "/career-guides",
    "/job-guide",
    ...Object.keys(content.articles).map((slug) => `/career-guides/${slug}`),
    ...[...sections].map((slug) => `/job-guide/${slug}`),
    "/employers",
    "/legal",
    "/terms",
    "/privacy",
    "/about",
    ...readDeployment().cityPages,
    ...readDeployment().searchPages,
    // What an unknown category or article shows; the server sends these for such addresses.
    ...content.fallbackPages,
  ];
}
