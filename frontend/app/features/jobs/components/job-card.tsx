import { ArrowRight, Banknote, Building2, MapPin } from "lucide-react";
import { Link, useLocation } from "react-router";
import { ListedOn, NewBadge } from "~/components/job-trust/card-trust-signals";
import { SaveJobButton } from "~/components/saved-jobs/save-job-button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import {
  companyLabel,
  employmentTypeLabel,
  formatDate,
  formatPosted,
  formatSalary,
  locationLabel,
  salaryOrigin,
} from "../lib/format";
import type { JobCard as Job } from "../types";
import { CompanyName } from "./company-name";
import { ItRoleBadge } from "./it-role-badge";
import { SourceBadge } from "./source-badge";

interface JobCardProps {
  job: Job;
  /** 'salary' (developer pages) always shows the salary line, 'Salary not specified' when unknown. */
  variant?: "search" | "salary";
  headingLevel?: "h2" | "h3";
  /** false on the company's own page: the name would link to the page it is on. */
  linkCompany?: boolean;
}

/**
 * One listing of the jobs page: the title links to the detail page with the job passed
 * along. Dense on purpose: a page of 50 should scroll like a list, not a wall of boxes.
 */
export function JobCard({
  job,
  variant = "search",
  headingLevel: Heading = "h3",
  linkCompany = true,
}: JobCardProps) {
  const salary = formatSalary(job);
  const estimated = salary ? salaryOrigin(job) : null;
  const type = employmentTypeLabel(job.employment_type);
  const { pathname, search } = useLocation();
  // The job page's 'Jobs' breadcrumb leads back to this very search, not to a bare /jobs.
  const state = { job, from: `${pathname}${search}` };
  return (
    <Card
      className="group flex flex-col gap-2 p-4 transition-shadow hover:shadow-md sm:p-5"
      data-testid="job-card"
    >
      <div className="flex items-start justify-between gap-3">
        <Heading className="min-w-0 text-base leading-snug font-semibold text-ink sm:text-lg">
          <Link to={job.path} state={state} className="line-clamp-2 hover:text-brand-700 hover:underline">
            {job.title}
          </Link>
        </Heading>
        <div className="flex shrink-0 items-center gap-1.5">
          <NewBadge job={job} />
          <SourceBadge source={job.source} />
          {job.is_it_role ? <ItRoleBadge /> : null}
        </div>
      </div>

      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="flex min-w-0 items-center gap-1.5 text-slate-700">
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {linkCompany ? (
            <CompanyName job={job} className="truncate" />
          ) : (
            <span className="truncate">{companyLabel(job.company_name)}</span>
          )}
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="truncate">{locationLabel(job)}</span>
          {job.remote && job.location ? <span className="text-emerald-700">· Remote</span> : null}
        </li>
        {type ? <li>{type}</li> : null}
        {salary || variant === "salary" ? (
          <li className={cn("flex items-center gap-1.5", salary && "font-medium text-ink")}>
            <Banknote aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {salary ?? "Salary not specified"}
            {estimated?.short ? (
              <span
                className="font-normal text-slate-500"
                title={estimated.long}
                data-testid="salary-estimated"
              >
                ({estimated.short.toLowerCase()}
                <span className="sr-only"> by the job source</span>)
              </span>
            ) : null}
          </li>
        ) : null}
      </ul>

      <p className="line-clamp-2 text-sm leading-relaxed text-slate-600">{job.snippet}</p>

      <div className="mt-auto flex items-center justify-between gap-3 pt-1 text-sm">
        <p className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-slate-500">
          {job.posted_at ? (
            <time dateTime={job.posted_at} title={formatDate(job.posted_at)}>
              Posted {formatPosted(job.posted_at)}
            </time>
          ) : (
            "Date not specified"
          )}
          <ListedOn job={job} />
        </p>
        <div className="-my-1 flex items-center gap-1">
          <SaveJobButton job={job} />
          <Link
            to={job.path}
            state={state}
            aria-label={`View Details for ${job.title}`}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
          >
            View Details
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
        </div>
      </div>
    </Card>
  );
}
