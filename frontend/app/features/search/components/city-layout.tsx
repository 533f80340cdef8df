import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { NEW_YORK_PAGE_STATS } from "../lib/city-content";
import type { JobCard } from "../types";
import { CityJobs, type CitySearch } from "./city-jobs";
import { StatsBand } from "./stats-band";

interface CityLayoutProps {
  title: string;
  lead: string;
  city: string;
  kind: string;
  /** The search's default keyword (the path's word: 'Developer'); 'IT' when absent. */
  keyword?: string;
  renderJob: (job: JobCard) => ReactNode;
  renderSkeleton: () => ReactNode;
  renderToolbar?: (search: CitySearch) => ReactNode;
}

/** A city job page: breadcrumbs, heading, New York's static stats, and the listings. */
export function CityLayout({
  title,
  lead,
  city,
  kind,
  keyword,
  renderJob,
  renderSkeleton,
  renderToolbar,
}: CityLayoutProps) {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 sm:px-6 sm:pt-10">
          <Breadcrumbs
            items={[{ label: "Home", to: "/" }, { label: "Jobs", to: "/jobs" }, { label: `Jobs in ${city}` }]}
          />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{lead}</p>
          {city === "New York" ? (
            <div className="mt-8">
              <StatsBand stats={NEW_YORK_PAGE_STATS} />
            </div>
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <CityJobs
          city={city}
          kind={kind}
          defaultKeyword={keyword}
          renderJob={renderJob}
          renderSkeleton={renderSkeleton}
          renderToolbar={renderToolbar}
        />
      </div>
    </>
  );
}
