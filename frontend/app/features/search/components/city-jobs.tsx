import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { CITY_PAGE_KEYWORD } from "~/lib/cities";
import { OTHER_CITIES } from "../lib/city-content";
import { foundSummary, PAGE_SIZE } from "../lib/search-params";
import type { JobCard } from "../types";
import { KeywordSearchForm } from "./keyword-search-form";
import { LinkListEmpty } from "./link-list-empty";
import { SearchResults } from "./search-results";

interface CityJobsProps {
  city: string;
  /** The page family for links to other cities, e.g. 'it-jobs' -> /it-jobs-in-seattle. */
  kind: string;
  /** The keyword until the visitor types another: the page's own ('Developer'), else 'IT'. */
  defaultKeyword?: string;
  renderJob: (job: JobCard) => ReactNode;
  renderSkeleton: () => ReactNode;
  /** Beside the results' count: what the route adds for this search (its alert button). */
  renderToolbar?: (search: CitySearch) => ReactNode;
}

export interface CitySearch {
  keyword?: string;
  location: string;
  country: string;
}

/** A city's listings: keyword search (in the address), results, and other cities when empty. */
export function CityJobs({
  city,
  kind,
  defaultKeyword = CITY_PAGE_KEYWORD,
  renderJob,
  renderSkeleton,
  renderToolbar,
}: CityJobsProps) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get("keyword") ?? defaultKeyword;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  // Every job in the index is an IT job, so the default 'IT' means all of the city's jobs rather
  // than the literal word (which would find only titles like 'IT Support').
  const apiKeyword = keyword.trim().toLowerCase() === "it" ? "" : keyword.trim();
  const others = OTHER_CITIES.filter((other) => other.name !== city);
  const search: CitySearch = {
    ...(apiKeyword ? { keyword: apiKeyword } : {}),
    location: city,
    country: "us",
  };

  function hrefForPage(next: number) {
    const query = new URLSearchParams({ keyword });
    if (next > 1) query.set("page", String(next));
    return `?${query}`;
  }

  return (
    <div className="grid gap-6">
      <KeywordSearchForm key={keyword} initial={keyword} onSearch={(next) => setParams({ keyword: next })} />
      <SearchResults
        query={{ ...search, page, page_size: PAGE_SIZE }}
        summary={(total, exact) => foundSummary(total, keyword || "IT", city, exact)}
        toolbar={renderToolbar?.(search)}
        renderJob={renderJob}
        renderSkeleton={renderSkeleton}
        hrefForPage={hrefForPage}
        empty={
          <LinkListEmpty
            description={`There are no ${keyword || "IT"} jobs listed in ${city} right now. Try another keyword or one of these cities.`}
            listTitle="Explore jobs in other cities"
            links={others.map((other) => ({ to: `/${kind}-in-${other.slug}`, label: other.name }))}
          />
        }
      />
    </div>
  );
}
