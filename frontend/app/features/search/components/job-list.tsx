import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { TooltipProvider } from "~/components/ui/tooltip";
import type { JobCard } from "../types";

/** Cards in a result page's first paint; the rest of the page (up to 50) follows in the background. */
export const FIRST_PAINT_JOBS = 3;

// Only the document's first list paints in two passes. A list that mounts on a client-side
// navigation (Back from a job above all) renders whole at once, so the router's scroll
// restoration finds the page as tall as it was and the opened job in view.
let firstListOfDocument = true;

// On that first list the cards after the first ones come in skipped: the browser neither styles,
// lays out nor paints one it has not scrolled near (adding 47 cards was one 118 ms task of style,
// layout and paint on this machine's Chromium, x4 on a phone). A skipped card holds a typical
// card's height (216 px at 390 px, 180 px from sm) until it renders. Laying them out a few per
// frame afterwards cost more than it saved: each frame repainted the whole page (20-30 ms a frame).
const OFFSCREEN_SKIPPED = "offscreen-skipped"; // app.css

// Which card the seeker opened from a list, and where it stood in the viewport, by history entry.
// A card jumped past while skipped kept its placeholder height, so on Back (which renders the list
// whole) the same pixel offset can show other cards: the opened card is put back where it stood.
const openedFrom = new Map<string, { id: string; top: number }>();

function useReturnToOpenedCard(list: RefObject<HTMLUListElement | null>) {
  // A history entry's key is new on every push, so an entry's saved card can only be found on a
  // return to it (Back or Forward).
  const location = useLocation();
  const remember = (event: MouseEvent<HTMLUListElement>) => {
    const item = (event.target as Element).closest<HTMLElement>("li[data-job-id]");
    if (item?.dataset.jobId && (event.target as Element).closest("a")) {
      openedFrom.set(location.key, { id: item.dataset.jobId, top: item.getBoundingClientRect().top });
    }
  };
  useLayoutEffect(() => {
    const opened = openedFrom.get(location.key);
    if (!opened) return;
    // After the router has restored the position (its effect runs after this one), before paint.
    const frame = requestAnimationFrame(() => {
      const item = list.current?.querySelector<HTMLElement>(`li[data-job-id="${CSS.escape(opened.id)}"]`);
      const shift = item ? Math.round(item.getBoundingClientRect().top - opened.top) : 0;
      if (shift !== 0) window.scrollBy(0, shift);
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, list]);
  return remember;
}

interface JobListProps {
  jobs: JobCard[];
  renderJob: (job: JobCard) => ReactNode;
  /** Shown under the list once every card is in (pagination, attribution): it never jumps down. */
  footer?: ReactNode;
}

/**
 * A page of results. On a page load, rendering 50 cards at once blocks a phone's main thread, so
 * the first cards commit (and paint) on their own and React renders the whole page afterwards in an
 * interruptible pass, committed in a later task with a frame of its own.
 */
export function JobList({ jobs, renderJob, footer }: JobListProps) {
  // Read once: the effect below clears the flag before the render of the whole page.
  const [staged] = useState(firstListOfDocument);
  const [whole, setWhole] = useState(!staged);
  // Not useDeferredValue's initial value: React skips that when the list mounts inside a deferred
  // render (a city page's results arrive after hydration through SearchResults' deferred state),
  // and all 50 cards then came in one commit whose style and layout was one long task.
  useEffect(() => {
    firstListOfDocument = false;
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  const visible = whole ? jobs : jobs.slice(0, FIRST_PAINT_JOBS);
  const list = useRef<HTMLUListElement>(null);
  const rememberOpened = useReturnToOpenedCard(list);
  return (
    <>
      <TooltipProvider>
        <ul ref={list} onClickCapture={rememberOpened} className="grid grid-cols-1 gap-3 sm:gap-4">
          {visible.map((job, index) => (
            <li
              key={job.id}
              data-job-id={job.id}
              className={staged && index >= FIRST_PAINT_JOBS ? OFFSCREEN_SKIPPED : undefined}
            >
              {renderJob(job)}
            </li>
          ))}
        </ul>
      </TooltipProvider>
      {whole ? footer : null}
    </>
  );
}
