import { ArrowRight, Banknote, Building2, Calendar, MapPin } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import {
  companyLabel,
  employmentTypeLabel,
  formatDate,
  formatPosted,
  formatSalary,
  locationLabel,
} from "../lib/format";
import type { JobCard as Job } from "../types";
import { ItRoleBadge } from "./it-role-badge";
import { SourceBadge } from "./source-badge";

interface JobCardProps {
  job: Job;
  /** 'salary' (developer pages) always shows the salary line, 'Salary not specified' when unknown. */
  variant?: "search" | "salary";
  headingLevel?: "h2" | "h3";
}

/** One listing (spec §2, Main jobs page): the title links to the detail page with the job passed along. */
export function JobCard({ job, variant = "search", headingLevel: Heading = "h3" }: JobCardProps) {
  const salary = formatSalary(job);
  const type = employmentTypeLabel(job.employment_type);
  const { pathname, search } = useLocation();
  // The job page's 'Jobs' breadcrumb leads back to this very search (issue 19).
  const state = { job, from: `${pathname}${search}` };
  return (
    <Card
      className="group flex flex-col gap-4 p-5 transition-shadow hover:shadow-md sm:p-6"
      data-testid="job-card"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Heading className="text-lg leading-snug font-semibold text-ink">
            <Link to={job.path} state={state} className="line-clamp-2 hover:text-brand-700 hover:underline">
              {job.title}
            </Link>
          </Heading>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="truncate">{companyLabel(job.company_name)}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <SourceBadge source={job.source} />
          {job.is_it_role ? <ItRoleBadge /> : null}
        </div>
      </div>

      <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600">
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 text-slate-500" />
          {locationLabel(job)}
          {job.remote && job.location ? <span className="text-emerald-700">· Remote</span> : null}
        </li>
        {type ? <li>{type}</li> : null}
        {salary || variant === "salary" ? (
          <li className={cn("flex items-center gap-1.5", salary && "font-medium text-ink")}>
            <Banknote aria-hidden="true" className="size-4 text-slate-500" />
            {salary ?? "Salary not specified"}
          </li>
        ) : null}
      </ul>

      <p className="line-clamp-2 text-sm leading-relaxed text-slate-600">{job.snippet}</p>

      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Calendar aria-hidden="true" className="size-4 text-slate-500" />
          {job.posted_at ? (
            <time dateTime={job.posted_at} title={formatDate(job.posted_at)}>
              Posted {formatPosted(job.posted_at)}
            </time>
          ) : (
            "Date not specified"
          )}
        </p>
        <Link
          to={job.path}
          state={state}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          View Details
          <span className="sr-only"> for {job.title}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </Card>
  );
}
