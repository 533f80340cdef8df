import { Layers } from "lucide-react";
import type { components } from "~/api/generated/schema";
import { Badge } from "~/components/ui/badge";
import { isNewJob, listedOnLabel, listedOnSites } from "~/lib/job-trust";

type Card = components["schemas"]["JobCardOut"];

/**
 * A card's 'New' badge. Cards render in the browser only (a prerendered page takes its answers after
 * hydrating), so reading the clock here cannot make the server's HTML and the first render differ.
 */
export function NewBadge({ job, now = new Date() }: { job: Card; now?: Date }) {
  if (!isNewJob(job, now)) return null;
  return (
    <Badge tone="brand" title="First seen in the last 24 hours" data-testid="job-new">
      New
    </Badge>
  );
}

/** 'Listed on 3 sites', small and quiet, naming them on hover; nothing for a job on one site. */
export function ListedOn({ job, className }: { job: Card; className?: string }) {
  const label = listedOnLabel(job);
  if (!label) return null;
  return (
    <span
      className={className ?? "inline-flex items-center gap-1 text-slate-500"}
      title={listedOnSites(job).join(", ")}
      data-testid="job-listed-on"
    >
      <Layers aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}
