import isoCodes from "i18n-iso-countries/codes.json";
import { type CountryOption, regionNames, SERVED_COUNTRIES } from "./countries";

// The picker's countries and finding one by what people type: only the picker's list needs them,
// so they load with the list (country-picker-list.tsx), not with every page that labels a country.

/**
 * The home picker's countries ('about 190 countries'): the sovereign states, meaning the 193
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

/** Names people type that are not in the English name (or its code): 'uk' finds the United Kingdom. */
const ALIASES: Record<string, readonly string[]> = {
  gb: ["uk", "great britain", "britain", "england", "scotland", "wales", "northern ireland"],
  us: ["usa", "america", "united states of america"],
  ae: ["uae", "emirates"],
  nl: ["holland"],
  cz: ["czech republic"],
  tr: ["turkey"],
  ci: ["ivory coast"],
  cv: ["cabo verde"],
  sz: ["swaziland"],
  mk: ["macedonia"],
  cd: ["drc", "dr congo", "democratic republic of the congo"],
  cg: ["republic of the congo"],
  va: ["holy see", "vatican"],
  ps: ["palestine"],
  tl: ["east timor"],
  kr: ["korea", "republic of korea"],
  kp: ["dprk"],
  ru: ["russian federation"],
  de: ["deutschland"],
};

let alpha3ToAlpha2: Map<string, string> | undefined;

/** 'deu' -> 'de', from the ISO 3166-1 table. */
function alpha3Table(): Map<string, string> {
  alpha3ToAlpha2 ??= new Map(
    (isoCodes as string[][]).map(([alpha2 = "", alpha3 = ""]) => [
      alpha3.toLowerCase(),
      alpha2.toLowerCase(),
    ]),
  );
  return alpha3ToAlpha2;
}

/** Lower case, no accents, '&' as 'and', punctuation as spaces: 'São Tomé & Príncipe' -> 'sao tome and principe'. */
function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const searchKeys = new Map<string, string[]>();

/** What a search is matched against: the name (also with 'St.' spelled 'Saint') and the aliases. */
function keysOf(option: CountryOption): string[] {
  let keys = searchKeys.get(option.value);
  if (!keys) {
    const name = normalize(option.label);
    keys = [name, name.replace(/\bst\b/g, "saint"), ...(ALIASES[option.value] ?? []).map(normalize)];
    searchKeys.set(option.value, keys);
  }
  return keys;
}

/**
 * How well a country matches a normalized search; lower is better, null is no match.
 * 0: its ISO code (alpha-2 'de', alpha-3 'deu') or an alias ('uk'), exactly; 1: its name or an
 * alias starts with the search; 2: a word of it does; 3: the search is anywhere in it (a
 * case-insensitive substring match on the name, kept as the widest rule).
 */
function rank(option: CountryOption, needle: string): number | null {
  const keys = keysOf(option);
  if (needle === option.value || alpha3Table().get(needle) === option.value) return 0;
  if (keys.slice(2).includes(needle)) return 0;
  if (keys.some((key) => key.startsWith(needle))) return 1;
  if (keys.some((key) => key.includes(` ${needle}`))) return 2;
  if (keys.some((key) => key.includes(needle))) return 3;
  return null;
}

/** The countries a search finds, best match first (then by name); every country for an empty search. */
export function filterCountries(options: CountryOption[], search: string): CountryOption[] {
  const needle = normalize(search);
  if (!needle) return options;
  const ranked: { option: CountryOption; rank: number }[] = [];
  for (const option of options) {
    const score = rank(option, needle);
    if (score !== null) ranked.push({ option, rank: score });
  }
  // A stable sort: equal ranks keep the options' order (by name).
  return ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.option);
}

export interface CountrySection {
  heading: string | null;
  options: CountryOption[];
}

export const SERVED_HEADING = "Countries with job listings";
export const OTHER_HEADING = "All other countries";

/**
 * What the picker lists: with no search, the countries the job search serves (in SERVED_COUNTRIES
 * order) and then every other country by name; with a search, the matches, best first.
 */
export function countrySections(search: string, options = countryOptions()): CountrySection[] {
  if (normalize(search)) return [{ heading: null, options: filterCountries(options, search) }];
  const byCode = new Map(options.map((option) => [option.value, option]));
  const first = SERVED_COUNTRIES.flatMap((code) => byCode.get(code) ?? []);
  return [
    { heading: SERVED_HEADING, options: first },
    { heading: OTHER_HEADING, options: options.filter((option) => !option.served) },
  ].filter((section) => section.options.length > 0);
}
