import type { About, Legal } from "~/content/types";
import { api } from "~/lib/api-client";

export async function fetchLegal(): Promise<Legal> {
  const { data } = await api.GET("/api/content/legal");
  if (!data) throw new Error("Could not load the legal texts");
  return data;
}

export async function fetchAbout(): Promise<About> {
  const { data } = await api.GET("/api/content/about");
  if (!data) throw new Error("Could not load the about page");
  return data;
}
