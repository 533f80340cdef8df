import { ArrowRight, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { components } from "~/api/generated/schema";
import { ButtonLink } from "~/components/ui/button";
import { LazyEmptyState } from "~/components/ui/lazy-empty-state";
import { useFeaturedJobs } from "../api/get-featured-jobs";
import { SectionHeading } from "./section-heading";

/** Six featured jobs for a US software developer, with a loading and an empty state. */
export function FeaturedJobs({
  renderJob,
}: {
  renderJob: (job: components["schemas"]["JobCardOut"]) => ReactNode;
}) {
  const { jobs, isPending } = useFeaturedJobs();
  return (
    <section
      aria-labelledby="featured-heading"
      className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-12"
    >
      <SectionHeading
        id="featured-heading"
        title="Featured Jobs"
        lead="Fresh software developer openings across the United States."
        action={
          <Link
            to="/jobs"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            View all jobs
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      />
      {isPending ? (
        <div
          aria-busy="true"
          className="flex min-h-64 items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white text-slate-600"
        >
          <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-600" />
          Loading jobs...
        </div>
      ) : jobs.length === 0 ? (
        <LazyEmptyState
          title="No Jobs Found"
          description="There are currently no jobs listed. Check back later or browse all jobs."
          headingLevel="h3"
        >
          <ButtonLink to="/jobs">Browse All Jobs</ButtonLink>
        </LazyEmptyState>
      ) : (
        <ul className="grid gap-5 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id} className="grid">
              {renderJob(job)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
