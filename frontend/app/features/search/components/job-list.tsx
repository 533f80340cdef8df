import { type ReactNode, useDeferredValue } from "react";
import { TooltipProvider } from "~/components/ui/tooltip";
import type { JobCard } from "../types";

/** Cards in a result page's first paint; the rest of the page (up to 50) follows in the background. */
export const FIRST_PAINT_JOBS = 3;

interface JobListProps {
  jobs: JobCard[];
  renderJob: (job: JobCard) => ReactNode;
  /** Shown under the list once every card is in (pagination, attribution): it never jumps down. */
  footer?: ReactNode;
}

/**
 * A page of results. Rendering 50 cards at once blocks a phone's main thread for half a second,
 * so the first cards paint at once and React renders the whole page in an interruptible pass.
 */
export function JobList({ jobs, renderJob, footer }: JobListProps) {
  const visible = useDeferredValue(jobs, jobs.slice(0, FIRST_PAINT_JOBS));
  return (
    <>
      <TooltipProvider>
        <ul className="grid gap-4">
          {visible.map((job) => (
            <li key={job.id}>{renderJob(job)}</li>
          ))}
        </ul>
      </TooltipProvider>
      {visible === jobs ? footer : null}
    </>
  );
}
