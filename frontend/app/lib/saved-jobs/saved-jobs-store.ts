import { useEffect, useSyncExternalStore } from "react";
import { useAccount } from "~/lib/queries/session";

/**
 * Which jobs are saved, for the save buttons on every card and job page (issue 15). This module is
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

export const savedJobsSync = () => import("./saved-jobs-sync");

/** The saved ids of whoever uses the site now (none while they load, and when prerendering). */
export function useSavedJobs(): SavedState {
  const { account } = useAccount();
  const owner = account === undefined ? null : account ? (`user:${account.id}` as const) : "browser";
  useEffect(() => {
    if (owner) void savedJobsSync().then((sync) => sync.loadSavedIds(owner));
  }, [owner]);
  return useSyncExternalStore(subscribe, savedState, () => EMPTY);
}
