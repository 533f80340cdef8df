import { useMatch } from "react-router";
import { content } from "~/content/content.server";
import { GuidesIndex } from "~/features/guides";
import { DOCUMENT_PAGE } from "~/lib/document-page";
import { getGuideIndex } from "~/lib/queries/guide-index";
import { getSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/guides";

/** A content page: it loads as a document with islands (lib/document-page.ts). */
export const handle = DOCUMENT_PAGE;

// The product name comes with the data (build-time settings when prerendered), so the prerendered
// heading and the hydrating one always agree.
export function loader() {
  return { guides: content.guides, productName: content.site.productName };
}

export async function clientLoader() {
  return { guides: await getGuideIndex(), productName: getSiteConfig().productName };
}

/** /career-guides and /job-guide ('{product} Guide'). */
export default function GuidesRoute({ loaderData }: Route.ComponentProps) {
  const isJobGuide = useMatch("/job-guide") !== null;
  const title = isJobGuide ? `${loaderData.productName} Guide` : "IT Career Guides";
  return <GuidesIndex guides={loaderData.guides} title={title} />;
}
