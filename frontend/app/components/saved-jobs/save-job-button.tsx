import { Bookmark } from "lucide-react";
import { cn } from "~/lib/cn";
import { savedJobsSync, useSaved } from "~/lib/saved-jobs/saved-jobs-store";
import type { SavableJob } from "~/lib/saved-jobs/saved-jobs-sync";

/**
 * The bookmark on every job card and job page (decision 0019): a toggle button (aria-pressed) named
 * 'Save job' or 'Saved'. Signed out it keeps the job in this browser, signed in on the account;
 * the screen changes at once and goes back with a message when the save fails. In every app page's
 * first load: the work happens in saved-jobs-sync.ts, the look in app.css (`.save-job`).
 */
export function SaveJobButton({
  job,
  labelled,
  className,
}: {
  job: SavableJob;
  /** The job page's: its word beside the icon. Cards show the icon alone. */
  labelled?: boolean;
  className?: string;
}) {
  const saved = useSaved((state) => state.ids.has(job.id));
  const label = saved ? "Saved" : "Save job";
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={labelled ? undefined : `${label}: ${job.title}`}
      onClick={() => savedJobsSync().then((sync) => sync.toggleSaved(job))}
      className={cn("save-job", labelled && "save-job-labelled", className)}
    >
      <Bookmark aria-hidden="true" className="size-5" />
      {labelled ? label : null}
    </button>
  );
}
