/** 'new-york' -> 'New York', 'nyc' -> 'New York' (spec §2, City page). */
export function cityNameFromSlug(slug: string): string {
  const name = slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
  return name === "Nyc" ? "New York" : name;
}

export const CITY_PAGE_KINDS = ["developer-jobs", "programmer-jobs"] as const;

/** Parses '/it-jobs-in-seattle'-style slugs; null when the slug is not a city page. */
export function parseCityPageSlug(slug: string, productSlug: string): { kind: string; city: string } | null {
  for (const kind of [productSlug, ...CITY_PAGE_KINDS]) {
    const prefix = `${kind}-in-`;
    if (slug.startsWith(prefix) && slug.length > prefix.length) {
      return { kind, city: cityNameFromSlug(slug.slice(prefix.length)) };
    }
  }
  return null;
}
