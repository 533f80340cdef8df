import type { components } from "~/api/generated/schema";

export interface CountryOption {
  value: string; // two-letter lowercase code, e.g. 'us'
  label: string; // English name, e.g. 'United States'
  /** The job search serves this country (backend jobs/countries.py). */
  served: boolean;
}

type ServedCountry = components["schemas"]["JobSearchIn"]["country"];

/** The list itself, when it names every country the server supports: tsc fails otherwise. */
function everyServedCountry<const T extends readonly ServedCountry[]>(
  countries: T & ([Exclude<ServedCountry, T[number]>] extends [never] ? unknown : never),
): T {
  return countries;
}

/**
 * The countries the job search serves (backend jobs/countries.py, through the generated client's
 * enum), the search select's five first: the picker lists them first, the job post form offers them.
 */
export const SERVED_COUNTRIES = everyServedCountry([
  "us",
  "gb",
  "ca",
  "au",
  "de",
  "at",
  "be",
  "br",
  "ch",
  "es",
  "fr",
  "in",
  "it",
  "mx",
  "nl",
  "nz",
  "pl",
  "sg",
  "za",
]);

/**
 * The search select's five countries (us, gb, ca, au, de) in English, as the browser's Intl.DisplayNames
 * names them (a unit test holds the two equal). Making that Intl object loads the browser's region
 * data: about 34 ms on a page's first render here (x3 on a phone), for the five names the search
 * form shows. It is made only for other countries (the picker's list, the job post form).
 */
const SEARCH_COUNTRY_NAMES: Record<string, string> = {
  us: "United States",
  gb: "United Kingdom",
  ca: "Canada",
  au: "Australia",
  de: "Germany",
};

export function searchCountryName(code: string): string | undefined {
  return Object.hasOwn(SEARCH_COUNTRY_NAMES, code) ? SEARCH_COUNTRY_NAMES[code] : undefined;
}

let displayNames: Intl.DisplayNames | undefined;

/** English names of regions, from the browser. */
export function regionNames(): Intl.DisplayNames {
  displayNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  return displayNames;
}

/** 'us' -> 'United States'; a code the browser cannot name ('qq') stays as it is, upper-cased. */
export function countryLabel(code: string): string {
  // One lookup, not the sorted list of every country: the search form labels five on its first render.
  return (
    searchCountryName(code.toLowerCase()) ??
    ((/^[a-z]{2}$/i.test(code) && regionNames().of(code.toUpperCase())) || code.toUpperCase())
  );
}
