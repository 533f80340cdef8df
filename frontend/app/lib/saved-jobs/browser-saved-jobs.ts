/**
 * The saved jobs of a visitor who is not signed in, kept in this browser's localStorage (decision 0019):
 * newest first, at most BROWSER_SAVED_LIMIT, each with enough of its card (title, company, page) to
 * show it even after the job has closed and the server no longer knows it. Merged into the account
 * and cleared at sign-in (saved-jobs-sync.ts).
 */

import { BROWSER_SAVED_KEY } from "./saved-jobs-store";

export { BROWSER_SAVED_KEY };
/** The server looks up and merges at most this many ids at once (BROWSER_LIST_LIMIT). */
export const BROWSER_SAVED_LIMIT = 100;
const JOB_ID = /^[a-z]+-[0-9A-Za-z_=-]+$/;

export interface BrowserSavedJob {
  id: string;
  title: string;
  company_name: string | null;
  location: string;
  path: string;
  saved_at: string;
}

function text(value: unknown, max = 300): string | null {
  return typeof value === "string" ? value.slice(0, max) : null;
}

/** One stored entry, or null for anything this code did not write (another version, a hand edit). */
function parseEntry(value: unknown): BrowserSavedJob | null {
  if (typeof value !== "object" || value === null) return null;
  const entry = value as Record<string, unknown>;
  const id = text(entry.id);
  const path = text(entry.path, 1000);
  if (!id || !JOB_ID.test(id) || !path?.startsWith("/jobs/")) return null;
  return {
    id,
    title: text(entry.title) || "Saved job",
    company_name: text(entry.company_name),
    location: text(entry.location) ?? "",
    path,
    saved_at: text(entry.saved_at, 40) ?? "",
  };
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // blocked by the browser's settings
  }
}

/** The browser's saved jobs, newest first; [] when there are none or storage is unreadable. */
export function readBrowserSaved(store: Storage | null = storage()): BrowserSavedJob[] {
  let raw: unknown;
  try {
    raw = JSON.parse(store?.getItem(BROWSER_SAVED_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const jobs: BrowserSavedJob[] = [];
  for (const item of raw) {
    const entry = parseEntry(item);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    jobs.push(entry);
  }
  return jobs.slice(0, BROWSER_SAVED_LIMIT);
}

/** Writes the list; throws when the browser refuses (storage blocked or full). */
function writeBrowserSaved(jobs: BrowserSavedJob[], store: Storage | null): void {
  if (!store) throw new Error("This browser does not let the site keep saved jobs.");
  if (jobs.length === 0) store.removeItem(BROWSER_SAVED_KEY);
  else store.setItem(BROWSER_SAVED_KEY, JSON.stringify(jobs));
}

export class BrowserListFull extends Error {
  constructor() {
    super(
      `You can keep ${BROWSER_SAVED_LIMIT} saved jobs in this browser. Sign in to save more, or remove some.`,
    );
  }
}

/** Adds the job first (a job saved already keeps its place); throws BrowserListFull at the limit. */
export function addBrowserSaved(
  job: Omit<BrowserSavedJob, "saved_at">,
  now: Date = new Date(),
  store: Storage | null = storage(),
): BrowserSavedJob[] {
  const jobs = readBrowserSaved(store);
  if (jobs.some((saved) => saved.id === job.id)) return jobs;
  if (jobs.length >= BROWSER_SAVED_LIMIT) throw new BrowserListFull();
  const entry = parseEntry({ ...job, saved_at: now.toISOString() });
  if (!entry) throw new Error("This job cannot be saved.");
  const next = [entry, ...jobs];
  writeBrowserSaved(next, store);
  return next;
}

export function removeBrowserSaved(jobId: string, store: Storage | null = storage()): BrowserSavedJob[] {
  const next = readBrowserSaved(store).filter((saved) => saved.id !== jobId);
  writeBrowserSaved(next, store);
  return next;
}

/** After the list has been merged into the account. */
export function clearBrowserSaved(store: Storage | null = storage()): void {
  try {
    store?.removeItem(BROWSER_SAVED_KEY);
  } catch {
    // Nothing more to do: the next sign-in merges the same ids again, which changes nothing.
  }
}
