import { content } from "~/content/content.server";
import { CareersIndex, fetchCategoryList, fetchRoles } from "~/features/careers";
import { DOCUMENT_PAGE } from "~/lib/document-page";
import type { Route } from "./+types/careers";

/** A content page: it loads as a document with islands (lib/document-page.ts). */
export const handle = DOCUMENT_PAGE;

// Prerendered: the build-time loader puts the content in the HTML; client navigations use the API.
export function loader() {
  return { categories: content.categoryList, roles: content.roles };
}

export async function clientLoader() {
  const [categories, roles] = await Promise.all([fetchCategoryList(), fetchRoles()]);
  return { categories, roles };
}

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  return <CareersIndex categories={loaderData.categories} roles={loaderData.roles} />;
}
