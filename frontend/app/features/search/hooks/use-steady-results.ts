import { useState } from "react";
import type { JobSearchResult } from "../types";

interface Shown {
  search: string;
  data: JobSearchResult | undefined;
}

export interface SteadyResults {
  /** The answer the list shows. */
  shown: JobSearchResult | undefined;
  /** A later answer to the same search that the list does not show yet (undefined: none). */
  waiting: JobSearchResult | undefined;
  /** Jobs of `waiting` the shown list does not have. */
  newJobs: number;
  /** Show `waiting` (the reader asked for it). */
  showWaiting: () => void;
}

function sameJobs(a: JobSearchResult, b: JobSearchResult): boolean {
  return a.jobs.length === b.jobs.length && a.jobs.every((job, index) => job.id === b.jobs[index]?.id);
}

/**
 * While the server fetches a search from the sources, the page asks again a few times and a later
 * answer can bring new jobs at the top. Put into a list the reader already sees, every card would
 * jump down under their eyes or finger (a layout shift CI measured at 0.15 on a phone). So an answer
 * to the same search that changes the list's jobs or their order waits until the reader asks for it;
 * a new search, a first answer and an answer to a list with no jobs yet show at once, as does one
 * that changes only what the same cards say.
 *
 * `search` names the search (its query): an answer to another search is never held.
 */
export function useSteadyResults(search: string, data: JobSearchResult | undefined): SteadyResults {
  const [shown, setShown] = useState<Shown>({ search, data });
  let current = shown;
  const stale = shown.search !== search || shown.data !== data;
  const holds = shown.search === search && shown.data?.jobs.length && data && !sameJobs(shown.data, data);
  if (stale && !holds) {
    // Adjusting state while rendering (React's documented pattern): the list never paints the old answer.
    current = { search, data };
    setShown(current);
  }
  const waiting = current.data !== data ? data : undefined;
  const ids = new Set(current.data?.jobs.map((job) => job.id));
  return {
    shown: current.data,
    waiting,
    newJobs: waiting ? waiting.jobs.filter((job) => !ids.has(job.id)).length : 0,
    showWaiting: () => setShown({ search, data }),
  };
}
