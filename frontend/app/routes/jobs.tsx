import { Suspense, useMemo } from "react";
import { useLocation, useParams } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { LazyEmptyState } from "~/components/ui/lazy-empty-state";
import { AlertButton, AlertDialogHost, alertSearchOf } from "~/features/alerts";
import { JobCard, LazyJobCardSkeleton } from "~/features/jobs";
import {
  chosenFilterCount,
  DEFAULT_PRESET,
  FiltersPanel,
  foundSummary,
  JobSearchForm,
  LazySearchNotices,
  NO_FILTERS,
  SearchHero,
  type SearchPreset,
  SearchResults,
  SortSelect,
  shownSearch,
  toApiQuery,
  useSearchJobs,
  useSearchState,
} from "~/features/search";
import { cityNameFromSlug } from "~/lib/cities";
import { fillText, JOBS_IN_LOCATION, SEARCH_SCREENS, type SearchScreen } from "~/lib/page-texts";

interface PageSetup {
  title: string;
  lead: string;
  preset: SearchPreset;
}

function usePageSetup(): PageSetup {
  const { pathname } = useLocation();
  const { location } = useParams();
  return useMemo(() => {
    if (location) {
      const city = cityNameFromSlug(location);
      return {
        title: fillText(JOBS_IN_LOCATION.title, { city }),
        lead: fillText(JOBS_IN_LOCATION.lead, { city }),
        preset: { keyword: "", location: city, country: "us", onlyWhenBare: false },
      };
    }
    const screen = SEARCH_SCREENS[pathname] ?? (SEARCH_SCREENS["/jobs"] as SearchScreen);
    return {
      title: screen.title,
      lead: screen.lead,
      preset: screen.keyword
        ? { keyword: screen.keyword, location: "", country: "us", onlyWhenBare: false }
        : DEFAULT_PRESET,
    };
  }, [pathname, location]);
}

export default function JobsPage() {
  const setup = usePageSetup();
  const { state, update, hrefFor, hrefForPage } = useSearchState(setup.preset);
  const query = toApiQuery(state);
  // The facets load once the search has answered (never before the first page); while the server
  // still fetches a new search from the sources, once it has jobs to count.
  const search = useSearchJobs(query);
  const filtered = chosenFilterCount(state) > 0;
  // With neither keyword nor location the server searches the default preset's keyword: say so.
  const fallback = !state.keyword.trim() && !state.location.trim();
  const what = fallback ? DEFAULT_PRESET.keyword : state.keyword || "IT";
  const where = fallback ? DEFAULT_PRESET.location : state.location;

  return (
    <AlertDialogHost>
      <SearchHero title={setup.title} lead={setup.lead}>
        <JobSearchForm
          key={`${state.keyword}|${state.location}|${state.country}`}
          initial={{ keyword: state.keyword, location: state.location, country: state.country }}
          onSearch={(fields) => update(fields)}
        />
      </SearchHero>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 px-4 py-4 sm:gap-6 sm:px-6 sm:py-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <FiltersPanel
          state={state}
          hrefFor={hrefFor}
          ready={!search.isPending && !(search.awaitingRefresh && !search.data?.jobs.length)}
          total={search.data?.total}
          totalExact={search.data?.total_exact}
        />
        <SearchResults
          query={query}
          summary={(total, exact, result) => {
            const shown = shownSearch(result, what, where);
            return foundSummary(total, shown.what, shown.where, exact);
          }}
          notices={(result) =>
            result.corrected_keyword || result.relaxed ? (
              <Suspense fallback={null}>
                <LazySearchNotices result={result} hrefFor={hrefFor} />
              </Suspense>
            ) : null
          }
          toolbar={
            <>
              <AlertButton search={alertSearchOf(query)} />
              <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
            </>
          }
          renderJob={(job) => <JobCard job={job} />}
          renderSkeleton={() => <LazyJobCardSkeleton />}
          hrefForPage={hrefForPage}
          empty={
            <LazyEmptyState
              title="No Jobs Found"
              description="We couldn't find jobs matching your search. Try another job title, a nearby city or fewer filters."
            >
              {filtered ? (
                <button
                  type="button"
                  onClick={() => update(NO_FILTERS)}
                  className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  Clear filters
                </button>
              ) : null}
              <ButtonLink to="/jobs">Browse All Jobs</ButtonLink>
              <AlertButton search={alertSearchOf(query)} className="h-10" />
            </LazyEmptyState>
          }
        />
      </div>
    </AlertDialogHost>
  );
}
