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
 * The home picker's countries (spec: 'about 190 countries'): the sovereign states, meaning the 193
 * UN members, the two UN observer states (Holy See, Palestine), Kosovo and Taiwan; not the
 * dependent territories ISO 3166-1 also codes (Puerto Rico, Bouvet Island, Hong Kong...).
 * This is the one list of them; names come from the browser (Intl.DisplayNames).
 */
const SOVEREIGN_STATES = (
  "ad ae af ag al am ao ar at au az ba bb bd be bf bg bh bi bj bn bo br bs bt bw by bz ca cd cf cg ch ci cl " +
  "cm cn co cr cu cv cy cz de dj dk dm do dz ec ee eg er es et fi fj fm fr ga gb gd ge gh gm gn gq gr gt gw " +
  "gy hn hr ht hu id ie il in iq ir is it jm jo jp ke kg kh ki km kn kp kr kw kz la lb lc li lk lr ls lt lu " +
  "lv ly ma mc md me mg mh mk ml mm mn mr mt mu mv mw mx my mz na ne ng ni nl no np nr nz om pa pe pg ph pk " +
  "pl ps pt pw py qa ro rs ru rw sa sb sc sd se sg si sk sl sm sn so sr ss st sv sy sz td tg th tj tl tm tn " +
  "to tr tt tv tw tz ua ug us uy uz va vc ve vn vu ws xk ye za zm zw"
).split(" ");

let cached: CountryOption[] | undefined;
let displayNames: Intl.DisplayNames | undefined;

function regionNames(): Intl.DisplayNames {
  displayNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  return displayNames;
}

const served = new Set<string>(SERVED_COUNTRIES);

/** The sovereign states named in English, sorted by name. Built once, on first use. */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = regionNames();
  cached = SOVEREIGN_STATES.map((code) => ({
    value: code,
    label: names.of(code.toUpperCase()) ?? code.toUpperCase(),
    served: served.has(code),
  })).sort((a, b) => a.label.localeCompare(b.label, "en"));
  return cached;
}

/** 'us' -> 'United States'; a code the browser cannot name ('qq') stays as it is, upper-cased. */
export function countryLabel(code: string): string {
  // One lookup, not the sorted list of every country: the search form labels five on its first render.
  return (/^[a-z]{2}$/i.test(code) && regionNames().of(code.toUpperCase())) || code.toUpperCase();
}
