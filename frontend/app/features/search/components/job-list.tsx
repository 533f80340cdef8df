import { type ReactNode, type RefObject, useDeferredValue, useEffect, useRef, useState } from "react";
import { TooltipProvider } from "~/components/ui/tooltip";
import type { JobCard } from "../types";

/** Cards in a result page's first paint; the rest of the page (up to 50) follows in the background. */
export const FIRST_PAINT_JOBS = 3;

// Only the document's first list paints in two passes. A list that mounts on a client-side
// navigation (Back from a job above all) renders whole at once, so the router's scroll
// restoration finds the page as tall as it was and the opened job in view (issue 19).
let firstListOfDocument = true;

// On that first list the cards after the first ones come in skipped: the browser neither styles,
// lays out nor paints one it has not scrolled near (adding 47 cards was one 118 ms task of style,
// layout and paint on this machine's Chromium, x4 on a phone). A skipped card holds a typical
// card's height (216 px at 390 px, 180 px from sm), so once the whole list is in they are laid out
// a few per frame (no long task): the scroll position a seeker leaves from then matches the page
// Back rebuilds whole.
const OFFSCREEN_SKIPPED =
  "[content-visibility:auto] [contain-intrinsic-size:auto_13.5rem] sm:[contain-intrinsic-size:auto_11.25rem]";
const LAID_OUT_PER_FRAME = 4;

function useLayOutSkipped(
  list: RefObject<HTMLUListElement | null>,
  shown: readonly JobCard[],
  active: boolean,
) {
  useEffect(() => {
    const items = active && list.current ? (Array.from(list.current.children) as HTMLElement[]) : [];
    let next = FIRST_PAINT_JOBS;
    let frame = 0;
    const step = () => {
      for (const end = Math.min(next + LAID_OUT_PER_FRAME, items.length); next < end; next += 1) {
        items[next]?.style.setProperty("content-visibility", "visible");
      }
      if (next < items.length) frame = requestAnimationFrame(step);
    };
    if (items.length > next) frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [list, shown, active]);
}

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
  // Read once: the effect below clears the flag before the deferred render of the whole page.
  const [staged] = useState(firstListOfDocument);
  const visible = useDeferredValue(jobs, staged ? jobs.slice(0, FIRST_PAINT_JOBS) : jobs);
  useEffect(() => {
    firstListOfDocument = false;
  }, []);
  const list = useRef<HTMLUListElement>(null);
  useLayOutSkipped(list, visible, staged && visible === jobs);
  return (
    <>
      <TooltipProvider>
        <ul ref={list} className="grid grid-cols-1 gap-3 sm:gap-4">
          {visible.map((job, index) => (
            <li key={job.id} className={staged && index >= FIRST_PAINT_JOBS ? OFFSCREEN_SKIPPED : undefined}>
              {renderJob(job)}
            </li>
          ))}
        </ul>
      </TooltipProvider>
      {visible === jobs ? footer : null}
    </>
  );
}
