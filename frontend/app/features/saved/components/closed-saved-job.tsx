import { ArrowRight, Building2, MapPin, Search } from "lucide-react";
import { Link } from "react-router";
import { SaveJobButton } from "~/components/saved-jobs/save-job-button";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/en-us-format";
import type { SavedEntry } from "../lib/saved-entries";

/**
 * A saved job that has closed or expired: marked 'Closed' ('Not seen lately' when no source listed
 * it for a while, decision 0022), kept until the seeker removes it, with a few open jobs like it
 * beside it (or a search for its title when none were found).
 */
export function ClosedSavedJob({ entry }: { entry: SavedEntry }) {
  const search = `/jobs?keyword=${encodeURIComponent(entry.title)}`;
  const notSeenSince = entry.card?.not_seen_lately ? entry.card.last_seen : null;
  return (
    <Card className="grid gap-4 bg-slate-50/70 p-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-6">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <Badge tone="amber">{notSeenSince ? "Not seen lately" : "Closed"}</Badge>
          <SaveJobButton
            job={{
              id: entry.jobId,
              title: entry.title,
              company_name: entry.companyName,
              location: entry.location,
              path: entry.path,
            }}
            className="-my-1.5"
          />
        </div>
        <h2 className="text-base leading-snug font-semibold text-slate-700 sm:text-lg">{entry.title}</h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {entry.companyName ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="truncate">{entry.companyName}</span>
            </li>
          ) : null}
          {entry.location ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="truncate">{entry.location}</span>
            </li>
          ) : null}
        </ul>
        <p className="text-sm text-slate-600">
          {notSeenSince ? (
            <>
              No source has listed it since <time dateTime={notSeenSince}>{formatDate(notSeenSince)}</time>,
              so it may have closed.
            </>
          ) : (
            "This job is no longer accepting applications here."
          )}
        </p>
      </div>
      <section aria-label={`Similar open jobs to ${entry.title}`} className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-ink">Similar open jobs</h3>
          <Link
            to={search}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            Search similar jobs
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {entry.similar.length > 0 ? (
          <ul className="mt-2 grid gap-2">
            {entry.similar.map((job) => (
              <li key={job.id}>
                <Link
                  to={job.path}
                  state={{ job }}
                  className="block rounded-lg border border-slate-200 bg-white px-3 py-2 hover:border-brand-200 hover:shadow-sm"
                >
                  <span className="line-clamp-1 font-medium text-ink">{job.title}</span>
                  <span className="line-clamp-1 text-sm text-slate-600">
                    {[job.company_name, job.location].filter(Boolean).join(" · ")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 flex items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-3 py-3 text-sm text-slate-600">
            <Search aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            No similar open jobs found right now: search for the title to see what is new.
          </p>
        )}
      </section>
    </Card>
  );
}
