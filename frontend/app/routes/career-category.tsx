import { categoryFor } from "~/content/content.server";
import { CategoryPage, fetchCategory } from "~/features/careers";
import { DOCUMENT_PAGE } from "~/lib/document-page";
import type { Route } from "./+types/career-category";

/** A content page: it loads as a document with islands (lib/document-page.ts). */
export const handle = DOCUMENT_PAGE;

// Known categories are prerendered by the build-time loader; any other slug (the 'IT Careers'
// fallback) and client-side navigations load the same content from the API.
export function loader({ params }: Route.LoaderArgs) {
  return { category: categoryFor(params.slug) };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { category: await fetchCategory(params.slug) };
}

export default function CareerCategoryRoute({ loaderData, params }: Route.ComponentProps) {
  return <CategoryPage key={params.slug} category={loaderData.category} />;
}
