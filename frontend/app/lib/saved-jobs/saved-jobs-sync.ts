import { api } from "~/lib/api-client";
import { ApiError, asApiError } from "~/lib/api-error";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { toast } from "~/lib/toast-store";
import {
  addBrowserSaved,
  BROWSER_SAVED_KEY,
  BROWSER_SAVED_LIMIT,
  BrowserListFull,
  type BrowserSavedJob,
  clearBrowserSaved,
  readBrowserSaved,
  removeBrowserSaved,
} from "./browser-saved-jobs";
import { type SavedOwner, savedState, setSavedState, whenSavedLoaded } from "./saved-jobs-store";

/** What a save keeps of a job: its id and, for the browser's list, what its card shows. */
export interface SavableJob {
  id: string;
  title: string;
  company_name: string | null;
  location: string;
  path: string;
}

/** Sets the ids, unless they answer for an owner that is no longer the one signed in. */
function setSavedIds(owner: SavedOwner, ids: Iterable<string>): void {
  if (owner === savedState().owner) setSavedState({ owner, loaded: true, ids: new Set(ids) });
}

/**
 * Where saved jobs are kept, loaded on use by saved-jobs-store.ts: the browser's list for a
 * visitor, the server for an account. At sign-in the browser's list is merged into the account's
 * and cleared, before the account's ids are read.
 */

const loads = new Map<SavedOwner, Promise<void>>();

/** Merges the browser's list into the account (at sign-in); keeps it when the server cannot be reached. */
export async function mergeBrowserSaved(browser: BrowserSavedJob[]): Promise<string[] | null> {
  if (browser.length === 0) return null;
  try {
    await ensureCsrf();
    const merged = await apiRequest(() =>
      api.POST("/api/saved-jobs/merge", {
        body: { job_ids: browser.slice(0, BROWSER_SAVED_LIMIT).map((job) => job.id) },
      }),
    );
    clearBrowserSaved();
    if (merged.over_limit > 0) {
      toast({
        title: "Some saved jobs were not added",
        description: `Your account keeps at most ${merged.ids.length} saved jobs: ${merged.over_limit} from this browser did not fit.`,
        variant: "destructive",
      });
    }
    return merged.ids;
  } catch {
    return null; // tried again at the next page load
  }
}

async function load(owner: SavedOwner): Promise<void> {
  if (owner === "browser") {
    setSavedIds(
      owner,
      readBrowserSaved().map((job) => job.id),
    );
    return;
  }
  const merged = await mergeBrowserSaved(readBrowserSaved());
  if (merged) {
    setSavedIds(owner, merged);
    return;
  }
  try {
    const answer = await apiRequest(() => api.GET("/api/saved-jobs/ids"));
    setSavedIds(owner, answer.ids);
  } catch {
    setSavedIds(owner, []); // the buttons work; a save tells the server again
  }
}

/** Loads the owner's ids into the store, once per owner and page; resolves when they are there
 * (for an account: after the browser's list has been merged in). */
export function loadSavedIds(owner: SavedOwner): Promise<void> {
  if (owner !== savedState().owner) {
    // Signed in or out: the ids shown were someone else's, and a later sign-in loads (merges) anew.
    loads.clear();
    setSavedState({ owner, loaded: false, ids: new Set() });
  }
  let loading = loads.get(owner);
  if (!loading) {
    loading = load(owner);
    loads.set(owner, loading);
  }
  return loading;
}

// Saves of one job go out in order, so a quick save-unsave-save ends saved.
const queues = new Map<string, Promise<void>>();

async function store(owner: SavedOwner, job: SavableJob, save: boolean): Promise<void> {
  if (owner === "browser") {
    if (save) addBrowserSaved(job);
    else removeBrowserSaved(job.id);
    return;
  }
  await ensureCsrf();
  const params = { params: { path: { job_id: job.id } } };
  if (save) await apiRequest(() => api.PUT("/api/saved-jobs/{job_id}", params));
  else await apiRequest(() => api.DELETE("/api/saved-jobs/{job_id}", params));
}

function failureMessage(owner: SavedOwner, error: unknown): string {
  if (error instanceof ApiError || error instanceof BrowserListFull) return error.message;
  if (owner === "browser")
    return "This browser did not let us keep saved jobs (its storage is blocked or full).";
  return asApiError(error).message;
}

/** Saves or unsaves: on screen at once, then where the owner keeps them (undone on failure). A
 * click before the account or its ids are known is kept until they are, not dropped. */
export function toggleSaved(job: SavableJob): Promise<void> {
  const { owner, loaded, ids } = savedState();
  if (!owner || !loaded) return whenSavedLoaded().then(() => toggleSaved(job));
  const save = !ids.has(job.id);
  const next = new Set(ids);
  if (save) next.add(job.id);
  else next.delete(job.id);
  setSavedIds(owner, next);
  return persistSaved(owner, job, save);
}

/** Stores a save the screen already shows; on failure puts the button back and says why. */
function persistSaved(owner: SavedOwner, job: SavableJob, save: boolean): Promise<void> {
  const previous = queues.get(job.id) ?? Promise.resolve();
  const next = previous.then(async () => {
    try {
      await store(owner, job, save);
    } catch (error) {
      const { ids } = savedState();
      const undone = new Set(ids);
      if (save) undone.delete(job.id);
      else undone.add(job.id);
      setSavedIds(owner, undone);
      toast({
        title: save ? "Could not save the job" : "Could not remove the saved job",
        description: failureMessage(owner, error),
        variant: "destructive",
      });
    }
  });
  queues.set(job.id, next);
  return next;
}

// Another tab of this browser saved or removed a job: the buttons here follow.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== null && event.key !== BROWSER_SAVED_KEY) return;
    if (savedState().owner === "browser")
      setSavedIds(
        "browser",
        readBrowserSaved().map((job) => job.id),
      );
  });
}
