import type { components } from "~/api/generated/schema";

// The trust signals of a job (decision 0021): only what our index observed, never a guess. Every
// card and the job page read these rules; the timestamps come from the API (jobs/presenters.py).

type Card = components["schemas"]["JobCardOut"];
type Observed = Pick<Card, "first_seen" | "posted_at" | "reposted_at" | "closed_at">;

/** 'New' lasts this long after a source first listed the job here. */
export const NEW_FOR_MS = 24 * 60 * 60 * 1000;

/** Within the 'New' window of `now`; an unreadable date never is (NaN compares false). */
const withinNewWindow = (iso: string, now: Date) => now.getTime() - Date.parse(iso) < NEW_FOR_MS;

/**
 * 'New': first seen in the last 24 hours, counted from `now` at render, so a card from an answer
 * cached a while (the search cache, the page's preloaded answer) never keeps a stale 'New'. Not
 * when its source says it was posted before that (a job new to our index, e.g. a fresh index or a
 * wider sweep, is not new to the world), not for a repost ('Reposted' says what it is), nor a
 * closed job. A timestamp a little in the future (clocks apart) still counts as new.
 */
export function isNewJob(job: Observed, now: Date): boolean {
  return (
    !job.reposted_at &&
    !job.closed_at &&
    !!job.first_seen &&
    withinNewWindow(job.first_seen, now) &&
    (!job.posted_at || withinNewWindow(job.posted_at, now))
  );
}

/** The sites a job was seen on, each named once: its publisher (LinkedIn, Indeed), else its source. */
export function listedOnSites(job: Pick<Card, "seen_on" | "source">): string[] {
  const names = job.seen_on.map((entry) => entry.publisher || entry.source);
  return [...new Set(names.length > 0 ? names : [job.source])];
}

/** 'Listed on 3 sites'; null for one site (the usual case: nothing worth saying). */
export function listedOnLabel(job: Pick<Card, "seen_on" | "source">): string | null {
  const sites = listedOnSites(job);
  return sites.length >= 2 ? `Listed on ${sites.length} sites` : null;
}
