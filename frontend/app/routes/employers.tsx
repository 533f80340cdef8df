import { content } from "~/content/content.server";
import { EmployersPage, fetchEmployerContent } from "~/features/employers";
import { DOCUMENT_PAGE } from "~/lib/document-page";
import type { Route } from "./+types/employers";

/** A content page: it loads as a document with islands (lib/document-page.ts). */
export const handle = DOCUMENT_PAGE;

export function loader() {
  return { plans: content.pricing, faqs: content.faqs.employers };
}

export async function clientLoader() {
  return fetchEmployerContent();
}

export default function EmployersRoute({ loaderData }: Route.ComponentProps) {
  return <EmployersPage plans={loaderData.plans} faqs={loaderData.faqs} />;
}
