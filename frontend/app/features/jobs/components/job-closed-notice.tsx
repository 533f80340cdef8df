import { ArrowDown, CircleSlash, History } from "lucide-react";
import { formatDate } from "../lib/format";

/**
 * A closed job's page (decision 0021): it says so first, with the day we saw it close, and points
 * to similar open jobs; the page has no Apply button (the posting it led to is gone). A job out of
 * search only because no source listed it lately (decision 0022, `notSeenSince`: the last time one
 * did) is not called closed: we do not know that it is.
 */
export function JobClosedNotice({
  closedAt,
  notSeenSince,
}: {
  closedAt: string;
  notSeenSince?: string | null;
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-slate-300 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      data-testid="job-closed"
    >
      <div className="flex items-start gap-3">
        {notSeenSince ? (
          <History aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
        ) : (
          <CircleSlash aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
        )}
        <div>
          {notSeenSince ? (
            <>
              <h2 className="text-lg font-semibold text-ink">This job may have closed</h2>
              <p className="mt-1 text-sm text-slate-600">
                No source has listed it since <time dateTime={notSeenSince}>{formatDate(notSeenSince)}</time>,
                so it is out of search for now. It comes back as soon as a source lists it again.
              </p>
            </>
          ) : (
            <>
              <h2 className="text-lg font-semibold text-ink">This job has closed</h2>
              <p className="mt-1 text-sm text-slate-600">
                We saw it close on <time dateTime={closedAt}>{formatDate(closedAt)}</time>: no source lists it
                any more, so it can no longer be applied for.
              </p>
            </>
          )}
        </div>
      </div>
      <a
        href="#related-heading"
        className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:self-center"
      >
        See similar open jobs
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
