import { content } from "~/content/content.server";
import { fetchAbout } from "~/features/legal/api/get-legal";
import { AboutPage } from "~/features/legal/components/about-page";
import type { Route } from "./+types/about";

export function loader() {
  return { about: content.about };
}

export async function clientLoader() {
  return { about: await fetchAbout() };
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage about={loaderData.about} />;
}
