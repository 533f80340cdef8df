import cities from "~/content/generated/cities.json";

// The city name rule is backend/itjobs/content/cities.py's (city_name_from_slug). The client reads
// any city's address at runtime, so it applies the same steps with the data the content export
// gives it (cities.json: the aliases, the page kinds); lib/__tests__/cities.test.ts checks both
// agree on the names the export lists.
const ALIASES: Record<string, string> = cities.aliases;

/** A city page's city: 'new-york' -> 'New York', 'nyc' -> 'New York'. */
export function cityNameFromSlug(slug: string): string {
  const name = slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
  return ALIASES[name] ?? name;
}

/** A city page searches for this keyword until the visitor types another. */
export const CITY_PAGE_KEYWORD: string = cities.keyword;

/** The city page kinds besides the product's own, with their labels ('developer-jobs': 'Developer Jobs'). */
export const CITY_PAGE_KINDS: Record<string, string> = cities.pageKinds;

/** What each kind of city page searches for by default ('developer-jobs': 'Developer'). */
const KIND_KEYWORDS: Record<string, string> = cities.pageKindKeywords;

export interface CityPage {
  kind: string;
  city: string;
  /** The search's default keyword: the path's own word ('Developer'), 'IT' on the product's page. */
  keyword: string;
}

/**
 * Parses '/it-jobs-in-seattle'-style slugs; null when the slug is not a city page. The same
 * reading as the server's (content/cities.py parse_city_page), from the export's data.
 */
export function parseCityPageSlug(slug: string, productSlug: string): CityPage | null {
  for (const kind of [productSlug, ...Object.keys(CITY_PAGE_KINDS)]) {
    const prefix = `${kind}-in-`;
    if (slug.startsWith(prefix) && slug.length > prefix.length) {
      return {
        kind,
        city: cityNameFromSlug(slug.slice(prefix.length)),
        keyword: KIND_KEYWORDS[kind] ?? CITY_PAGE_KEYWORD,
      };
    }
  }
  return null;
}
