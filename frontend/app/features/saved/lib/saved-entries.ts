import type { components } from "~/api/generated/schema";
import type { BrowserSavedJob } from "~/lib/saved-jobs/browser-saved-jobs";

export type JobCardOut = components["schemas"]["JobCardOut"];
export type SavedJobOut = components["schemas"]["SavedJobOut"];

/** One row of the Saved jobs page, whether the account or this browser keeps it. */
export interface SavedEntry {
  /** The id that is saved: what the row's save button removes. */
  jobId: string;
  open: boolean;
  /** The job's card: as it is now, or as it was saved. A job this browser kept and the server no
   * longer knows has only what the browser kept (`card` null). */
  title: string;
  companyName: string | null;
  location: string;
  path: string;
  card: JobCardOut | null;
  similar: JobCardOut[];
}

export function fromServer(saved: SavedJobOut): SavedEntry {
  const { job } = saved;
  return {
    jobId: saved.job_id,
    open: saved.open,
    title: job.title,
    companyName: job.company_name,
    location: job.location,
    path: job.path,
    // A job that has become a duplicate shows the job it duplicates; its button still holds the saved id.
    card: { ...job, id: saved.job_id },
    similar: saved.similar,
  };
}

/**
 * The browser's list in its own order, each with what the server says of it now; a job the server
 * no longer knows (closed and deleted) is shown closed from what the browser kept.
 */
export function browserEntries(kept: BrowserSavedJob[], known: SavedJobOut[]): SavedEntry[] {
  const byId = new Map(known.map((saved) => [saved.job_id, saved]));
  return kept.map((job) => {
    const saved = byId.get(job.id);
    if (saved) return fromServer(saved);
    return {
      jobId: job.id,
      open: false,
      title: job.title,
      companyName: job.company_name,
      location: job.location,
      path: job.path,
      card: null,
      similar: [],
    };
  });
}
