import { Building2, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { CategoryJob } from "../api/get-category-jobs";

/** A category page card (spec §2): title to the detail page with the job passed along. */
export function CategoryJobCard({ job }: { job: CategoryJob }) {
  return (
    <Card
      className="flex h-full flex-col p-5 transition-shadow hover:shadow-md"
      data-testid="category-job-card"
    >
      <h3 className="font-semibold leading-snug text-ink">
        <Link to={job.path} state={{ job }} className="line-clamp-2 hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      </h3>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="truncate">{job.company_name || "Company"}</span>
      </p>
      {job.location ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="flex min-w-0 items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="truncate">{job.location}</span>
          </span>
          <Badge tone="green">Full-time</Badge>
        </div>
      ) : null}
      <p className="mt-3 line-clamp-3 text-sm text-slate-600">
        {job.snippet || "View job details for more information"}
      </p>
    </Card>
  );
}
