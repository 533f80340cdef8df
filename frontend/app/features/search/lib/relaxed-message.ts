import type { JobSearchResult } from "../types";

// The notice's own words, apart from lib/search-notices.ts (what the page's heading says, on every
// search): only a corrected or relaxed search loads them, with the notice (decision 0013).

type Relaxed = NonNullable<JobSearchResult["relaxed"]>;

/** 'the word "rockstar"', 'the words "cobol" and "rockstar"', 'the words "a", "b" and "c"'. */
export function wordsPhrase(words: readonly string[]): string {
  const quoted = words.map((word) => `"${word}"`);
  if (quoted.length === 1) return `the word ${quoted[0]}`;
  return `the words ${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/**
 * Says exactly what a search that found nothing left out to show these jobs (decision 0011):
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
