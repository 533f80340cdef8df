import { countryLabel } from "~/components/ui/countries";
import type { JobSearchResult } from "../types";

type Relaxed = NonNullable<JobSearchResult["relaxed"]>;

/** 'the word "rockstar"', 'the words "cobol" and "rockstar"', 'the words "a", "b" and "c"'. */
export function wordsPhrase(words: readonly string[]): string {
  const quoted = words.map((word) => `"${word}"`);
  if (quoted.length === 1) return `the word ${quoted[0]}`;
  return `the words ${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/**
 * Says exactly what a search that found nothing left out to show these jobs (issue 14, item 7):
 * 'No jobs matched "Rust" in Boise, ID, showing remote jobs instead'.
 * `keyword` and `location` are what was searched (the correction, when there was one).
 */
export function relaxedMessage(keyword: string, location: string, relaxed: Relaxed): string {
  const place = relaxed.location ?? location;
  const asked = keyword
    ? `No jobs matched "${keyword}"${place ? ` in ${place}` : ""}`
    : `No jobs matched ${place || "this search"}`;
  const without = relaxed.dropped_words.length ? ` without ${wordsPhrase(relaxed.dropped_words)}` : "";
  if (relaxed.location && relaxed.remote_instead) return `${asked}, showing remote jobs${without} instead`;
  if (relaxed.location) return `${asked}, showing jobs in the whole country${without}`;
  return `${asked}, showing jobs${without}`;
}

/** The keyword without the words the server left out ('Rust Rockstar' less 'rockstar': 'Rust'). */
export function withoutWords(keyword: string, dropped: readonly string[]): string {
  const gone = new Set(dropped.map((word) => word.toLowerCase()));
  const plain = (token: string) => token.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  return keyword
    .split(/\s+/)
    .filter((token) => token && !gone.has(plain(token)))
    .join(" ");
}

/**
 * What the listed jobs are, for the 'Found N <what> jobs in <where>' heading: the corrected
 * keyword, without dropped words, remote or in the whole country when the search was relaxed.
 * `what` and `where` are what the page would say for the search as typed.
 */
export function shownSearch(
  result: Pick<JobSearchResult, "corrected_keyword" | "relaxed" | "query">,
  what: string,
  where: string,
): { what: string; where: string } {
  let shown = result.corrected_keyword || what;
  const relaxed = result.relaxed;
  if (!relaxed) return { what: shown, where };
  if (relaxed.dropped_words.length) shown = withoutWords(shown, relaxed.dropped_words) || "IT";
  if (!relaxed.location) return { what: shown, where };
  if (relaxed.remote_instead) return { what: `remote ${shown}`, where: "" };
  return { what: shown, where: countryLabel(result.query.country) };
}
