import { useLocation, useSearchParams } from "react-router";
import { AlertButton, AlertDialogHost } from "~/features/alerts";
import { JobCard, LazyJobCardSkeleton } from "~/features/jobs";
import {
  foundSummary,
  JobSearchForm,
  LinkListEmpty,
  PAGE_SIZE,
  SearchHero,
  SearchResults,
} from "~/features/search";
import { DEVELOPER_RELATED_CATEGORIES, SEARCH_SCREENS, type SearchScreen } from "~/lib/page-texts";

/** Search by location only; the keyword is fixed and the country is us. */
export default function DeveloperJobsPage() {
  const { pathname } = useLocation();
  const page = SEARCH_SCREENS[pathname === "/programmer-jobs" ? pathname : "/developer-jobs"] as SearchScreen;
  const [params, setParams] = useSearchParams();
  const location = params.get("location") ?? "";
  const pageNumber = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  function hrefForPage(next: number) {
    const query = new URLSearchParams(location ? { location } : {});
    if (next > 1) query.set("page", String(next));
    return `?${query}`;
  }

  return (
    <AlertDialogHost>
      <SearchHero title={page.title} lead={page.lead}>
        <JobSearchForm
          key={location}
          locationOnly
          initial={{ keyword: page.keyword, location, country: "us" }}
          onSearch={(fields) => setParams(fields.location ? { location: fields.location } : {})}
        />
      </SearchHero>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <SearchResults
          query={{
            keyword: page.keyword,
            ...(location ? { location } : {}),
            country: "us",
            page: pageNumber,
            page_size: PAGE_SIZE,
          }}
          summary={(total, exact) => foundSummary(total, page.keyword, location, exact)}
          toolbar={
            <AlertButton
              search={{ keyword: page.keyword, ...(location ? { location } : {}), country: "us" }}
            />
          }
          renderJob={(job) => <JobCard job={job} variant="salary" />}
          renderSkeleton={() => <LazyJobCardSkeleton />}
          hrefForPage={hrefForPage}
          empty={
            <LinkListEmpty
              description={`No ${page.noun} jobs match ${location || "this search"} right now. Try another location or explore a related category.`}
              listTitle="Related categories"
              links={DEVELOPER_RELATED_CATEGORIES.map((category) => ({
                to: `/careers/${category.slug}`,
                label: category.name,
              }))}
            />
          }
        />
      </div>
    </AlertDialogHost>
  );
}
