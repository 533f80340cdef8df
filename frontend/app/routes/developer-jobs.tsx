import { useLocation, useSearchParams } from "react-router";
import { JobCard } from "~/features/jobs/components/job-card";
import { JobCardSkeleton } from "~/features/jobs/components/job-card-skeleton";
import { JobSearchForm } from "~/features/search/components/job-search-form";
import { LinkListEmpty } from "~/features/search/components/link-list-empty";
import { SearchHero } from "~/features/search/components/search-hero";
import { SearchResults } from "~/features/search/components/search-results";
import { RELATED_CATEGORIES } from "~/features/search/lib/city-content";
import { foundSummary, PAGE_SIZE } from "~/features/search/lib/search-params";

const PAGES = {
  "/developer-jobs": { title: "Developer Jobs", keyword: "Developer", noun: "developer" },
  "/programmer-jobs": { title: "Programmer Jobs", keyword: "Programmer", noun: "programming" },
} as const;

/** Spec §2: search by location only; the keyword is fixed and the country is us. */
export default function DeveloperJobsPage() {
  const { pathname } = useLocation();
  const page = pathname === "/programmer-jobs" ? PAGES["/programmer-jobs"] : PAGES["/developer-jobs"];
  const [params, setParams] = useSearchParams();
  const location = params.get("location") ?? "";
  const pageNumber = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  function hrefForPage(next: number) {
    const query = new URLSearchParams(location ? { location } : {});
    if (next > 1) query.set("page", String(next));
    return `?${query}`;
  }

  return (
    <>
      <SearchHero
        title={page.title}
        lead={`${page.noun.charAt(0).toUpperCase()}${page.noun.slice(1)} roles across the United States with salary ranges. Search by city or state.`}
      >
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
          renderJob={(job) => <JobCard job={job} variant="salary" />}
          renderSkeleton={() => <JobCardSkeleton />}
          hrefForPage={hrefForPage}
          empty={
            <LinkListEmpty
              description={`No ${page.noun} jobs match ${location || "this search"} right now. Try another location or explore a related category.`}
              listTitle="Related categories"
              links={RELATED_CATEGORIES.map((category) => ({
                to: `/careers/${category.slug}`,
                label: category.name,
              }))}
            />
          }
        />
      </div>
    </>
  );
}
