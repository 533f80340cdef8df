import { Eye, History, Layers, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { listedOnSites } from "~/lib/job-trust";
import { formatDate } from "../lib/format";
import type { JobCard } from "../types";

function Signal({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      <span>{children}</span>
    </li>
  );
}

const iconClass = "size-4 shrink-0 text-slate-400";

/**
 * How fresh and how real this listing is, from what our index observed (decision 0021): when a
 * source first and last listed it here, on which sites, and whether it came back after closing.
 * ('New' is a badge beside the job's other labels: NewBadge.)
 */
export function JobTrustSignals({ job }: { job: JobCard }) {
  const sites = listedOnSites(job);
  return (
    <ul
      aria-label="Listing history"
      className="flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-100 pt-4 text-sm text-slate-600"
      data-testid="job-trust-signals"
    >
      {job.first_seen ? (
        <Signal icon={<Eye aria-hidden="true" className={iconClass} />}>
          First seen <time dateTime={job.first_seen}>{formatDate(job.first_seen)}</time>
        </Signal>
      ) : null}
      {job.last_seen && !job.closed_at ? (
        <Signal icon={<History aria-hidden="true" className={iconClass} />}>
          Last checked <time dateTime={job.last_seen}>{formatDate(job.last_seen)}</time>
        </Signal>
      ) : null}
      <Signal icon={<Layers aria-hidden="true" className={iconClass} />}>
        Listed on {sites.length === 1 ? "1 site" : `${sites.length} sites`}:{" "}
        <span className="text-slate-700">{sites.join(", ")}</span>
      </Signal>
      {job.reposted_at ? (
        <Signal icon={<RefreshCw aria-hidden="true" className="size-4 shrink-0 text-amber-600" />}>
          <span className="font-medium text-amber-800">Reposted</span>{" "}
          <time dateTime={job.reposted_at}>{formatDate(job.reposted_at)}</time>, after it had closed
        </Signal>
      ) : null}
    </ul>
  );
}
