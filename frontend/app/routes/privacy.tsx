import { content } from "~/content/content.server";
import { fetchLegal, LegalDocument } from "~/features/legal";
import { DOCUMENT_PAGE } from "~/lib/document-page";
import type { Route } from "./+types/privacy";

/** A content page: it loads as a document with islands (lib/document-page.ts). */
export const handle = DOCUMENT_PAGE;

export function loader() {
  return { sections: content.legal.privacy };
}

export async function clientLoader() {
  return { sections: (await fetchLegal()).privacy };
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead={"What personal data we process, why, and your rights."}
      sections={loaderData.sections}
    />
  );
}
