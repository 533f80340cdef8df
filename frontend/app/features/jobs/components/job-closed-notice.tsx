import { ArrowDown, CircleSlash } from "lucide-react";
import { formatDate } from "../lib/format";

/**
 * A closed job's page (decision 0021): it says so first, with the day we saw it close, and points
 * to similar open jobs; the page has no Apply button (the posting it led to is gone).
 */
export function JobClosedNotice({ closedAt }: { closedAt: string }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-slate-300 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      data-testid="job-closed"
    >
      <div className="flex items-start gap-3">
        <CircleSlash aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
        <div>
          <h2 className="text-lg font-semibold text-ink">This job has closed</h2>
          <p className="mt-1 text-sm text-slate-600">
            We saw it close on <time dateTime={closedAt}>{formatDate(closedAt)}</time>: no source lists it any
            more, so it can no longer be applied for.
          </p>
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
