import { Loader2 } from "lucide-react";
import {
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
} from "react";
import { Button } from "~/components/ui/button";
import { isClientError } from "~/lib/api-error";
import { toast } from "~/lib/toast-store";
import { useSearchJobs } from "../api/search-jobs";
import { useSteadyResults } from "../hooks/use-steady-results";
import { feedHref, type JobSearchQuery } from "../lib/search-params";
import type { JobCard, JobSearchResult } from "../types";
import { AdzunaAttribution } from "./adzuna-attribution";
import { JobList } from "./job-list";
import { NewResultsButton } from "./new-results-button";
import { Pagination } from "./pagination";

// A source that cannot be reached is rare: its notice's code loads when one is (decision 0013).
// The answer that says so has just arrived, so the site is reachable for the chunk too.
const SourceNotice = lazy(() => import("./source-notice"));
// Shown only when the search API fails, so it loads then (0.4 KB off every search page). Should
// its chunk not load either (the seeker went offline), the toast has said 'Failed to fetch jobs.'
// and a bare Retry stands in, as it does for the moment the chunk is on its way.
const SearchError = lazy(() => import("./search-error").catch(() => ({ default: RetryOnly })));

function RetryOnly({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex justify-center py-8">
      <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        Retry
      </Button>
    </div>
  );
}

/** Job pages show 5 skeleton cards while loading. */
export const SKELETON_COUNT = 5;

interface SearchResultsProps {
  query: JobSearchQuery;
  /** 'Found 1,234 Software Developer jobs' for a total, exact or a lower bound (see foundSummary). */
  summary: (total: number, exact: boolean, result: JobSearchResult) => string;
  /** What the server changed about the search (a corrected keyword, a relaxed search), above the count. */
  notices?: (result: JobSearchResult) => ReactNode;
  /** Beside the count: the sort order. */
  toolbar?: ReactNode;
  renderJob: (job: JobCard) => ReactNode;
  renderSkeleton: () => ReactNode;
  empty: ReactNode;
  hrefForPage?: (page: number) => string;
}

/**
 * A search's list with its states: loading (skeletons), results, empty, or failed. A failure on
 * our side (5xx, no answer) is not 'no jobs': it says so and offers a retry; a query the server
 * refuses (4xx) is simply empty.
 */
export function SearchResults({ query, ...view }: SearchResultsProps) {
  const {
    data: latest,
    isPending,
    error,
    errorUpdatedAt,
    awaitingRefresh,
    refetch,
    isFetching,
  } = useSearchJobs(query);
  // A later answer that would move the cards a reader sees waits for them to ask (the button).
  const steady = useSteadyResults(JSON.stringify(query), latest);
  const data = steady.shown;
  const refreshing = Boolean(latest?.refreshing);
  const top = useRef<HTMLDivElement>(null);
  // A failed fetch raises the 'Error' / 'Failed to fetch jobs.' toast; a query the server refuses (a country it
  // does not serve) is simply empty.
  const failed = Boolean(error) && !isClientError(error);

  // Once per failure, a retry that fails again included.
  useEffect(() => {
    if (failed && errorUpdatedAt)
      toast({ title: "Error", description: "Failed to fetch jobs.", variant: "destructive" });
  }, [failed, errorUpdatedAt]);

  // An answer arriving re-renders through the query's store, which React renders in one blocking
  // task; the list is the costly part of the page (on a phone's main thread above all). So the
  // list renders the answer in an interruptible pass a moment later, and the store's update itself
  // only re-renders this component. On mount (Back to a cached search) it renders at once.
  const state = useMemo(
    () => ({ data, isPending, failed, awaitingRefresh, refreshing, isFetching, query }),
    [data, isPending, failed, awaitingRefresh, refreshing, isFetching, query],
  );
  const shown = useDeferredValue(state);
  return (
    <>
      <ResultsView {...view} state={shown} refetch={refetch} top={top} />
      <NewResultsButton
        waiting={Boolean(steady.waiting)}
        newJobs={steady.newJobs}
        onShow={() => {
          steady.showWaiting();
          // From further down the list, back to its top, where the new jobs are.
          if ((top.current?.getBoundingClientRect().top ?? 0) < 0)
            top.current?.scrollIntoView({ block: "start" });
        }}
      />
    </>
  );
}

interface ResultsViewProps extends Omit<SearchResultsProps, "query"> {
  state: {
    data: JobSearchResult | undefined;
    isPending: boolean;
    failed: boolean;
    awaitingRefresh: boolean;
    /** The server is still asking the sources (the latest answer says so, shown or not). */
    refreshing: boolean;
    isFetching: boolean;
    query: JobSearchQuery;
  };
  refetch: () => unknown;
  /** The list's top, where the reader is taken back to when they show a later answer. */
  top: RefObject<HTMLDivElement | null>;
}

const ResultsView = memo(function ResultsView({
  state: { data, isPending, failed, awaitingRefresh, refreshing, isFetching, query },
  refetch,
  top,
  summary,
  renderJob,
  renderSkeleton,
  empty,
  hrefForPage,
  notices,
  toolbar,
}: ResultsViewProps) {
  if (failed && !data) {
    const retry = { onRetry: () => void refetch(), retrying: isFetching };
    return (
      <Suspense fallback={<RetryOnly {...retry} />}>
        <SearchError {...retry} />
      </Suspense>
    );
  }

  // One tree while the answer loads and once it is here, laid out alike: the same header (its
  // toolbar usable meanwhile, and the same element, so a sort picked while loading keeps its
  // focus) and the cards' spacing, so nothing a reader sees moves when the answer arrives (on a
  // phone the toolbar wraps under the count: a shorter placeholder let it push every card down).
  // `content-start`: beside a taller filters panel the page's grid stretches this column, and a
  // grid hands the spare height to its rows (the header stood 235 px tall until the skeletons
  // loaded, then every card moved up 200 px).
  const jobs = data?.jobs ?? [];
  const listed = isPending || jobs.length > 0;
  return (
    <div
      ref={top}
      aria-busy={isPending || undefined}
      aria-live={isPending ? "polite" : undefined}
      className="grid scroll-mt-24 grid-cols-1 content-start gap-4"
    >
      {isPending ? <p className="sr-only">Loading jobs...</p> : null}
      {data?.sources.some((source) => source.status === "degraded") ? (
        <Suspense fallback={null}>
          <SourceNotice sources={data.sources} />
        </Suspense>
      ) : null}
      {!isPending && jobs.length === 0 && awaitingRefresh ? (
        <div
          aria-busy="true"
          className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-600"
        >
          <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-600" />
          <p>Looking for new listings for this search...</p>
        </div>
      ) : null}
      {!isPending && jobs.length === 0 && !awaitingRefresh ? empty : null}
      {!isPending && jobs.length > 0 && data && notices ? notices(data) : null}
      {listed ? (
        <ResultsHeader
          title={
            isPending ? (
              <div className="h-7 w-64 max-w-full animate-pulse rounded-md bg-slate-200" aria-hidden="true" />
            ) : (
              <h2 className="text-xl font-semibold text-ink" aria-live="polite">
                {data ? summary(data.total, data.total_exact ?? true, data) : null}
              </h2>
            )
          }
          toolbar={toolbar}
          refreshing={refreshing}
        />
      ) : null}
      {isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:gap-4" aria-hidden="true">
          {/* One boundary for a lazily loaded skeleton: all five appear in one commit. */}
          <Suspense fallback={null}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are interchangeable
              <div key={index}>{renderSkeleton()}</div>
            ))}
          </Suspense>
        </div>
      ) : jobs.length > 0 ? (
        <JobList
          jobs={jobs}
          renderJob={renderJob}
          footer={
            <div className="flex flex-col items-center gap-4 pt-2">
              {hrefForPage && data ? (
                <Pagination page={data.page} pages={data.pages} hrefFor={hrefForPage} />
              ) : null}
              <AdzunaAttribution jobs={jobs} />
              <a href={feedHref(query)} className="text-sm text-slate-600 underline hover:text-ink">
                RSS/Atom feed of this search
              </a>
            </div>
          }
        />
      ) : null}
    </div>
  );
});

// The count and the toolbar (sort, alert), the same while the answer loads and once it is here.
function ResultsHeader({
  title,
  toolbar,
  refreshing,
}: {
  title: ReactNode;
  toolbar?: ReactNode;
  refreshing?: boolean;
}) {
  return (
    <div className="flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:min-h-7">
      <div className="flex items-center gap-2">
        {title}
        {/* A spinner beside the count while the sources are asked for new listings; its place is
            kept while none runs, so its coming and going never wraps the toolbar (a layout shift). */}
        <span
          className={`inline-flex text-slate-500 ${refreshing ? "" : "invisible"}`}
          title="Checking for new listings"
          aria-hidden={!refreshing}
        >
          <Loader2 aria-hidden="true" className={`size-4 ${refreshing ? "animate-spin" : ""}`} />
          <span className="sr-only">Checking for new listings</span>
        </span>
      </div>
      {toolbar ? <div className="flex flex-wrap items-center gap-x-4 gap-y-1">{toolbar}</div> : null}
    </div>
  );
}
