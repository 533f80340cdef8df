import { Bookmark, LogIn, RefreshCw, Search } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Spinner } from "~/components/ui/spinner";
import { asApiError } from "~/lib/api-error";
import { readBrowserSaved } from "~/lib/saved-jobs/browser-saved-jobs";
import { type SavedState, useSaved } from "~/lib/saved-jobs/saved-jobs-store";

const whole = (saved: SavedState) => saved;

import { useAccountSavedJobs, useBrowserSavedJobs } from "../api/get-saved-jobs";
import { browserEntries, fromServer, type JobCardOut, type SavedEntry } from "../lib/saved-entries";
import { ClosedSavedJob } from "./closed-saved-job";

function useEntries(): {
  entries: SavedEntry[] | undefined;
  error: unknown;
  retry: () => void;
  retrying: boolean;
} {
  const { owner } = useSaved(whole);
  const signedIn = owner?.startsWith("user:") ?? false;
  const account = useAccountSavedJobs(owner);
  // Read once per visit and owner: a job removed here stays on the page (unpressed) so it can be
  // saved again; after signing out, the page shows what this browser keeps.
  const kept = useMemo(() => (owner === "browser" ? readBrowserSaved() : []), [owner]);
  const ids = useMemo(() => kept.map((job) => job.id), [kept]);
  const browser = useBrowserSavedJobs(ids, owner === "browser");
  const entries = useMemo(() => {
    if (signedIn) return account.data?.jobs.map(fromServer);
    if (owner !== "browser") return undefined;
    if (ids.length === 0) return [];
    // The server unreachable: the browser's own list still shows, as it was saved.
    if (browser.isError) return browserEntries(kept, []);
    return browser.data ? browserEntries(kept, browser.data.jobs) : undefined;
  }, [signedIn, owner, account.data, browser.data, browser.isError, kept, ids]);
  const query = signedIn ? account : browser;
  return {
    entries,
    error: signedIn ? account.error : null,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

interface SavedJobsScreenProps {
  /** An open job's card: the route gives the job card the search pages show. */
  openJob: (card: JobCardOut) => ReactNode;
}

/** /saved-jobs: the jobs a seeker saved, open ones as cards, closed ones with similar open jobs. */
export function SavedJobsScreen({ openJob }: SavedJobsScreenProps) {
  const { owner, ids } = useSaved(whole);
  const { entries, error, retry, retrying } = useEntries();
  const signedIn = owner?.startsWith("user:") ?? false;
  const stillSaved = entries?.filter((entry) => ids.has(entry.jobId)).length ?? 0;

  const lead = signedIn
    ? "Kept on your account: they are here on every device you sign in on."
    : "Kept in this browser. Sign in to keep them on your account and see them on any device.";

  return (
    <>
      <PageHeader title="Saved Jobs" lead={owner ? lead : undefined}>
        {owner === "browser" ? (
          <ButtonLink to="/login?next=%2Fsaved-jobs" variant="secondary">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in to keep them
          </ButtonLink>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        {error ? (
          <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 px-6 py-8 text-center">
            <p className="font-semibold text-ink">We couldn't load your saved jobs.</p>
            <p className="mt-1 text-sm text-slate-700">{asApiError(error).message}</p>
            <Button className="mt-4" onClick={retry} disabled={retrying}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          </div>
        ) : entries === undefined ? (
          <Spinner label="Loading your saved jobs..." />
        ) : entries.length === 0 ? (
          <EmptyState
            title="No saved jobs yet"
            description="Tap the bookmark on any job to keep it here and come back to it later."
            icon={<Bookmark aria-hidden="true" className="size-7" />}
          >
            <ButtonLink to="/jobs">
              <Search aria-hidden="true" className="size-4" />
              Search IT jobs
            </ButtonLink>
          </EmptyState>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              {stillSaved === 1 ? "1 saved job" : `${stillSaved} saved jobs`}
            </p>
            <ul className="grid gap-3 sm:gap-4" data-testid="saved-jobs">
              {entries.map((entry) => (
                <li key={entry.jobId}>
                  {entry.open && entry.card ? openJob(entry.card) : <ClosedSavedJob entry={entry} />}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
