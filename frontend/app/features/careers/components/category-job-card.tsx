import { Building2, MapPin } from "lucide-react";
import { Link } from "react-router";
import { ListedOn, NewBadge } from "~/components/job-trust/card-trust-signals";
import { SaveJobButton } from "~/components/saved-jobs/save-job-button";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { companyLabel, employmentTypeLabel } from "~/lib/job-labels";
import type { CategoryJob } from "../api/get-category-jobs";

/** 'New' and 'Listed on N sites' at the card's foot, when either applies. */
function TrustLine({ job }: { job: CategoryJob }) {
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 pt-3 text-xs empty:hidden">
      <NewBadge job={job} />
      <ListedOn job={job} />
    </div>
  );
}

/**
 * A category page card: title to the detail page with the job passed along. Defaults such as
 * 'Company' and 'Full-time' would read as facts about the job, so the card says only what the
 * source states: the job's own type, and 'Company not specified' (as every other card) when no
 * employer is named (docs/decisions/0008).
 */
export function CategoryJobCard({ job }: { job: CategoryJob }) {
  const type = employmentTypeLabel(job.employment_type);
  return (
    <Card
      className="flex h-full flex-col p-5 transition-shadow hover:shadow-md"
      data-testid="category-job-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold leading-snug text-ink">
          <Link to={job.path} state={{ job }} className="line-clamp-2 hover:text-brand-700 hover:underline">
            {job.title}
          </Link>
        </h3>
        <SaveJobButton job={job} className="-mt-1.5 -mr-2" />
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="truncate">{companyLabel(job.company_name)}</span>
      </p>
      {job.location || type ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {job.location ? (
            <span className="flex min-w-0 items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="truncate">{job.location}</span>
            </span>
          ) : null}
          {type ? <Badge tone="green">{type}</Badge> : null}
        </div>
      ) : null}
      <p className="mt-3 line-clamp-3 text-sm text-slate-600">
        {job.snippet || "View job details for more information"}
      </p>
      <TrustLine job={job} />
    </Card>
  );
}
