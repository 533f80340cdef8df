import { Building2, Calendar, Clock, MapPin } from "lucide-react";
import { NewBadge } from "~/components/job-trust/card-trust-signals";
import { SaveJobButton } from "~/components/saved-jobs/save-job-button";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { employmentTypeLabel, formatDate, formatPosted, locationLabel, publisherOf } from "../lib/format";
import type { JobCard, JobDetail } from "../types";
import { ApplyLinks } from "./apply-links";
import { CompanyName } from "./company-name";
import { ItRoleBadge } from "./it-role-badge";
import { JobSalary } from "./job-salary";
import { JobTrustSignals } from "./job-trust-signals";
import { SourceBadge } from "./source-badge";

function applyDestination(job: JobCard): string {
  // An employer's own post links to its website; an aggregated job to the posting it came from.
  if (job.source === "Direct") return "the employer's website";
  return `the original posting on ${publisherOf(job)}`;
}

/** Title, company, location, date, salary and the way to apply. `detail` is absent on first paint. */
export function JobHeader({ job, detail }: { job: JobCard; detail: JobDetail | undefined }) {
  const type = employmentTypeLabel(job.employment_type);
  const closed = Boolean((detail ?? job).closed_at); // no Apply button: the posting it led to is gone
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <NewBadge job={job} />
          <SourceBadge source={job.source} />
          {job.is_it_role ? <ItRoleBadge /> : null}
          {job.remote ? <Badge tone="green">Remote</Badge> : null}
          {type ? <Badge>{type}</Badge> : null}
        </div>
        <SaveJobButton job={job} labelled className="-mt-1" />
      </div>
      <h1 className="mt-4 text-2xl leading-tight font-bold tracking-tight text-ink sm:text-3xl">
        {job.title}
      </h1>
      <ul className="mt-4 grid gap-2 text-slate-700 sm:flex sm:flex-wrap sm:gap-x-6">
        <li className="flex items-center gap-2">
          <Building2 aria-hidden="true" className="size-4 text-slate-500" />
          {/* Its company page is a place to go from here: the link looks like one. */}
          <CompanyName
            job={job}
            className={job.company_slug ? "font-medium text-brand-700" : "font-medium"}
          />
        </li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-slate-500" />
          {locationLabel(job)}
        </li>
        <li className="flex items-center gap-2">
          <Calendar aria-hidden="true" className="size-4 text-slate-500" />
          {job.posted_at ? (
            <span>
              Posted <time dateTime={job.posted_at}>{formatDate(job.posted_at)}</time>
              <span className="text-slate-500"> ({formatPosted(job.posted_at)})</span>
            </span>
          ) : (
            "Posted date not specified"
          )}
        </li>
        {/* Only a deadline the source or employer states; a direct post shows the date the site ends it. */}
        {detail?.valid_through ? (
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-slate-500" />
            <span>
              Apply by <time dateTime={detail.valid_through}>{formatDate(detail.valid_through)}</time>
            </span>
          </li>
        ) : detail?.listed_until && !closed ? (
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-slate-500" />
            <span>
              Listed here until <time dateTime={detail.listed_until}>{formatDate(detail.listed_until)}</time>
            </span>
          </li>
        ) : null}
      </ul>
      <div className="mt-6 grid gap-4">
        <JobSalary job={job} />
        {closed ? null : detail ? (
          <ApplyLinks url={detail.apply_url} destination={applyDestination(job)} />
        ) : (
          <div className="flex gap-3" aria-hidden="true">
            <Skeleton className="h-12 w-36 rounded-lg" />
          </div>
        )}
        <JobTrustSignals job={detail ?? job} />
      </div>
    </Card>
  );
}
