import type { Session } from "~/lib/queries/session";

/**
 * Right after logging in or signing up (accounts' login and sign-up calls): the jobs this browser
 * saved signed out go to the account at once, whatever page comes next. A page with save buttons
 * would do it on its first render too (saved-jobs-store.ts); loading once per owner, it runs once.
 */
export function mergeSavedJobsAtSignIn(session: Session): void {
  const user = session.user;
  if (user) void import("./saved-jobs-sync").then((sync) => sync.loadSavedIds(`user:${user.id}`));
}
