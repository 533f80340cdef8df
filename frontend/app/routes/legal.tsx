import { content } from "~/content/content.server";
import { fetchLegal, LegalDocument } from "~/features/legal";
import { DOCUMENT_PAGE } from "~/lib/document-page";
import type { Route } from "./+types/legal";

/** A content page: it loads as a document with islands (lib/document-page.ts). */
export const handle = DOCUMENT_PAGE;

export function loader() {
  return { sections: content.legal.impressum };
}

export async function clientLoader() {
  return { sections: (await fetchLegal()).impressum };
}

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      title="Impressum"
      lead={"Legal notice: who runs this site and how to reach us."}
      sections={loaderData.sections}
    />
  );
}
