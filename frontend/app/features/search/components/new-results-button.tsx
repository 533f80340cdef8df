import { ArrowUp } from "lucide-react";

interface NewResultsButtonProps {
  /** A later answer waits to be shown. */
  waiting: boolean;
  /** Jobs in it the shown list does not have (0: the same jobs in another order). */
  newJobs: number;
  onShow: () => void;
}

/**
 * 'Show 3 new jobs': floats over the page's bottom edge, so its coming moves nothing on the page,
 * and the live region around it tells a screen reader it came.
 */
export function NewResultsButton({ waiting, newJobs, onShow }: NewResultsButtonProps) {
  const label =
    newJobs > 0 ? `Show ${newJobs} new ${newJobs === 1 ? "job" : "jobs"}` : "Show the updated list";
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {waiting ? (
        <button
          type="button"
          onClick={onShow}
          className="pointer-events-auto inline-flex h-11 items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-lg ring-1 ring-brand-700/20 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {label}
        </button>
      ) : null}
    </div>
  );
}
