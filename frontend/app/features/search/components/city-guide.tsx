import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Card } from "~/components/ui/card";
import type { CityGuide as Guide } from "../lib/city-content";
import type { JobCard } from "../types";
import { CityJobs } from "./city-jobs";
import { StatsBand } from "./stats-band";

interface CityGuideProps {
  guide: Guide;
  title: string;
  kind: string;
  renderJob: (job: JobCard) => ReactNode;
  renderSkeleton: () => ReactNode;
}

/** The New York and San Francisco guides: stats, what the market is like, then current openings. */
export function CityGuide({ guide, title, kind, renderJob, renderSkeleton }: CityGuideProps) {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 sm:px-6 sm:pt-10">
          <Breadcrumbs
            items={[{ label: "Home", to: "/" }, { label: "Jobs", to: "/jobs" }, { label: title }]}
          />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-3xl text-base text-slate-600 sm:text-lg">{guide.intro}</p>
          <div className="mt-8 max-w-xl">
            <StatsBand stats={guide.stats} />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ul className="grid gap-4 md:grid-cols-3">
          {guide.highlights.map((item) => (
            <li key={item.title}>
              <Card className="h-full p-6">
                <h2 className="font-semibold text-ink">{item.title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <h2 className="mt-12 mb-4 text-2xl font-bold tracking-tight text-ink">
          Current IT jobs in {guide.city}
        </h2>
        <div className="max-w-4xl">
          <CityJobs city={guide.city} kind={kind} renderJob={renderJob} renderSkeleton={renderSkeleton} />
        </div>
      </div>
    </>
  );
}
