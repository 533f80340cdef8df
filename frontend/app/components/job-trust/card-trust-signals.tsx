import type { components } from "~/api/generated/schema";
import { Badge } from "~/components/ui/badge";
import { isNewJob, listedOnLabel, listedOnSites } from "~/lib/job-trust";

type Card = components["schemas"]["JobCardOut"];

/**
 * A card's 'New' badge. Cards render in the browser only (a prerendered page takes its answers after
 * hydrating), so reading the clock here cannot make the server's HTML and the first render differ.
 */
const NEW_BADGE_TITLE = "First seen in the last 24 hours";

export function NewBadge({ job, now = new Date() }: { job: Card; now?: Date }) {
  if (!isNewJob(job, now)) return null;
  return (
    <Badge tone="brand" title={NEW_BADGE_TITLE}>
      New
    </Badge>
  );
}

/**
 * 'Listed on 3 sites', small and quiet, naming them on hover; nothing for a job on one site. Words
 * only: an icon here put the search page's script over its budget (decision 0013).
 */
export function ListedOn({ job, className }: { job: Card; className?: string }) {
  const label = listedOnLabel(job);
  if (!label) return null;
  return (
    <span className={className ?? "text-slate-500"} title={listedOnSites(job).join(", ")}>
      {label}
    </span>
  );
}
