import { useEffect, useSyncExternalStore } from "react";
import { useAccount } from "~/lib/queries/session";

/**
 * Which jobs are saved, for the save buttons on every card and job page (decision 0019). This module is
 * in every app page's first load, so it holds only the state and its hook; loading the ids, saving
 * and the merge at sign-in load on use (saved-jobs-sync.ts, decision 0013).
 *
 * The ids belong to an owner: 'browser' for a visitor (localStorage), 'user:<id>' for an account
 * (the server). When the owner changes (sign-in, sign-out) the ids are loaded for the new one.
 */

export type SavedOwner = "browser" | `user:${number}`;

export interface SavedState {
  owner: SavedOwner | null;
  /** False until the owner's ids have arrived. */
  loaded: boolean;
  ids: ReadonlySet<string>;
}

const EMPTY: SavedState = { owner: null, loaded: false, ids: new Set() };
let state = EMPTY;
const listeners = new Set<() => void>();

export const savedState = (): SavedState => state;

export function setSavedState(next: SavedState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves with the state once whoever uses the site is known and their ids have arrived. */
export function whenSavedLoaded(): Promise<SavedState> {
  return new Promise((resolve) => {
    const check = () => {
      if (!state.owner || !state.loaded) return false;
      unsubscribe();
      resolve(state);
      return true;
    };
    const unsubscribe = subscribe(check);
    check();
  });
}

export const savedJobsSync = () => import("./saved-jobs-sync");

/** Where a visitor's saved jobs are kept (browser-saved-jobs.ts reads and writes them). */
export const BROWSER_SAVED_KEY = "itjobs.savedJobs";

function savedInBrowser(): boolean {
  try {
    return localStorage.getItem(BROWSER_SAVED_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing can have been saved in it
  }
}

/**
 * Loads the owner's ids. A visitor who has saved nothing in this browser (most) has nothing to
 * load: the saving code comes with the first save, or when another tab of this browser saves.
 */
function loadFor(owner: SavedOwner): void {
  if (owner === "browser" && !savedInBrowser()) {
    setSavedState({ owner, loaded: true, ids: new Set() });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== BROWSER_SAVED_KEY || state.owner !== owner) return;
      removeEventListener("storage", onStorage);
      loadFor(owner);
    };
    addEventListener("storage", onStorage);
    return;
  }
  void savedJobsSync().then((sync) => sync.loadSavedIds(owner));
}

// The owner whose ids were last asked for: a page of 50 cards asks once, not 50 times.
let requested: SavedOwner | null = null;

/** Whoever uses the site now (null until known), with their saved ids loading into the store. */
function useSavedOwner(): SavedOwner | null {
  const { account } = useAccount();
  const owner = account === undefined ? null : account ? (`user:${account.id}` as const) : "browser";
  useEffect(() => {
    if (!owner || owner === requested) return;
    requested = owner;
    loadFor(owner);
  }, [owner]);
  return owner;
}

/**
 * What `select` reads from the saved ids of whoever uses the site now (none while they load, and
 * when prerendering). A card's button selects its own answer (`saved.ids.has(id)`): it re-renders
 * only when that changes, so the ids arriving (or a save elsewhere) does not re-render every card
 * of a page in one task.
 */
export function useSaved<T>(select: (saved: SavedState) => T): T {
  useSavedOwner();
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(EMPTY),
  );
}
