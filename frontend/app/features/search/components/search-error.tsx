import { RefreshCw, ServerCrash } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * The search API failed (5xx or no answer): the trouble is ours, not the seeker's search, so this
 * says so and offers to ask again instead of suggesting another search.
 */
export default function SearchError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      data-testid="search-error"
      className="flex flex-col items-center self-start rounded-2xl border border-amber-200 bg-amber-50 px-6 py-8 text-center sm:py-12"
    >
      <span className="grid size-12 place-items-center rounded-full bg-white text-amber-700 ring-1 ring-amber-200">
        <ServerCrash aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink sm:text-xl">We couldn't load jobs right now</h2>
      <p className="mt-2 max-w-md text-sm text-slate-700 sm:text-base">
        This is a problem on our side, not with your search. Please try again in a moment.
      </p>
      <Button className="mt-5" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? "size-4 animate-spin" : "size-4"} />
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </div>
  );
}
