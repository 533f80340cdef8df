import { companyLabel } from "../lib/format";
import type { JobCard } from "../types";

/**
 * The job's company, linked to its company page when it has one. A plain link, not the router's:
 * the company page is loaded as a document, so its own security policy (which lets the employer's
 * logo in) is the one in force (backend/itjobs/companies/head.py).
 */
export function CompanyName({ job, className }: { job: JobCard; className?: string }) {
  const label = companyLabel(job.company_name);
  if (!job.company_slug || !job.company_name) return <span className={className}>{label}</span>;
  return (
    <a href={`/companies/${job.company_slug}`} className={`${className} hover:underline`}>
      {label}
    </a>
  );
}
