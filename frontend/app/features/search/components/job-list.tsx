import { type ReactNode, useDeferredValue, useEffect } from "react";
import { TooltipProvider } from "~/components/ui/tooltip";
import type { JobCard } from "../types";

/** Cards in a result page's first paint; the rest of the page (up to 50) follows in the background. */
export const FIRST_PAINT_JOBS = 3;

// Only the document's first list paints in two passes. A list that mounts on a client-side
// navigation (Back from a job above all) renders whole at once, so the router's scroll
// restoration finds the page as tall as it was and the opened job in view (issue 19).
let firstListOfDocument = true;

interface JobListProps {
  jobs: JobCard[];
  renderJob: (job: JobCard) => ReactNode;
  /** Shown under the list once every card is in (pagination, attribution): it never jumps down. */
  footer?: ReactNode;
}

/**
 * A page of results. On a page load, rendering 50 cards at once blocks a phone's main thread, so
 * the first cards paint at once and React renders the whole page in an interruptible pass.
 */
export function JobList({ jobs, renderJob, footer }: JobListProps) {
  const staged = firstListOfDocument;
  const visible = useDeferredValue(jobs, staged ? jobs.slice(0, FIRST_PAINT_JOBS) : jobs);
  useEffect(() => {
    firstListOfDocument = false;
  }, []);
  return (
    <>
      <TooltipProvider>
        <ul className="grid grid-cols-1 gap-3 sm:gap-4">
          {visible.map((job) => (
            <li key={job.id}>{renderJob(job)}</li>
          ))}
        </ul>
      </TooltipProvider>
      {visible === jobs ? footer : null}
    </>
  );
}
