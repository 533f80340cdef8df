import { articleFor } from "~/content/content.server";
import { ArticleNotFound, ArticleView, fetchArticle } from "~/features/guides";
import { DOCUMENT_PAGE } from "~/lib/document-page";
import type { Route } from "./+types/guide-article";

/** A content page: it loads as a document with islands (lib/document-page.ts). */
export const handle = DOCUMENT_PAGE;

// /career-guides/{slug} shows any guide; /job-guide/{section} only the four job-guide sections.
function isJobGuide(url: string): boolean {
  return new URL(url, "http://localhost").pathname.startsWith("/job-guide/");
}

export function loader({ params, request }: Route.LoaderArgs) {
  const jobGuide = isJobGuide(request.url);
  return { article: articleFor(params.slug ?? params.section, { sectionsOnly: jobGuide }), jobGuide };
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const jobGuide = isJobGuide(request.url);
  const slug = params.slug ?? params.section ?? "";
  return { article: await fetchArticle(slug, { sectionsOnly: jobGuide }), jobGuide };
}

export default function GuideArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, jobGuide } = loaderData;
  if (!article) return <ArticleNotFound />;
  return (
    <ArticleView key={article.slug} article={article} backTo={jobGuide ? "/job-guide" : "/career-guides"} />
  );
}
