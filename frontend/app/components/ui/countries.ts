import isoCodes from "i18n-iso-countries/codes.json";

export interface CountryOption {
  value: string; // two-letter lowercase code, e.g. 'us'
  label: string; // English name, e.g. 'United States'
}

let cached: CountryOption[] | undefined;
let displayNames: Intl.DisplayNames | undefined;
let alpha2Codes: Set<string> | undefined;

function regionNames(): Intl.DisplayNames {
  displayNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  return displayNames;
}

/**
 * Every ISO 3166-1 country (the code list maintained by `i18n-iso-countries`), named by the
 * browser's `Intl.DisplayNames`, sorted by name. Built once, on first use.
 */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = regionNames();
  cached = (isoCodes as string[][])
    .map(([alpha2 = ""]) => ({ value: alpha2.toLowerCase(), label: names.of(alpha2) ?? "" }))
    .filter((option) => option.label !== "")
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
  return cached;
}

/** 'us' -> 'United States'; a code that is not an ISO country stays as it is, upper-cased. */
export function countryLabel(code: string): string {
  // One lookup, not the sorted list of every country: the search form labels five on its first render.
  alpha2Codes ??= new Set((isoCodes as string[][]).map(([alpha2 = ""]) => alpha2));
  const upper = code.toUpperCase();
  return (alpha2Codes.has(upper) && regionNames().of(upper)) || upper;
}

/** Spec §5: a case-insensitive substring match on the label. */
export function filterCountries(options: CountryOption[], search: string): CountryOption[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return options;
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}
