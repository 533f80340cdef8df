import { content } from "~/content/content.server";
import { fetchLegal, LegalDocument } from "~/features/legal";
import { DOCUMENT_PAGE } from "~/lib/document-page";
import type { Route } from "./+types/terms";

/** A content page: it loads as a document with islands (lib/document-page.ts). */
export const handle = DOCUMENT_PAGE;

export function loader() {
  return { sections: content.legal.terms };
}

export async function clientLoader() {
  return { sections: (await fetchLegal()).terms };
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      title="Terms of Service"
      lead={"The rules for using the site and its services."}
      sections={loaderData.sections}
    />
  );
}
