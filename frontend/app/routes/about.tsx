import { content } from "~/content/content.server";
import { AboutPage, fetchAbout } from "~/features/legal";
import { DOCUMENT_PAGE } from "~/lib/document-page";
import type { Route } from "./+types/about";

/** A content page: it loads as a document with islands (lib/document-page.ts). */
export const handle = DOCUMENT_PAGE;

export function loader() {
  return { about: content.about };
}

export async function clientLoader() {
  return { about: await fetchAbout() };
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage about={loaderData.about} />;
}
