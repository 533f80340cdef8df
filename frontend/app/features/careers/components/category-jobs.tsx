import { ArrowRight, SearchX } from "lucide-react";
import { useDeferredValue } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import type { Category } from "~/content/types";
import { useCategoryJobs } from "../api/get-category-jobs";
import { jobSearchHref } from "../lib/links";
import { CategoryJobCard } from "./category-job-card";

const PLACEHOLDERS = 4; // category pages show 4 loading placeholders

function Placeholder() {
  return (
    <Card className="p-5" data-testid="category-job-placeholder">
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <Skeleton className="mt-3 h-4 w-1/3" />
      <Skeleton className="mt-4 h-12 w-full" />
    </Card>
  );
}

/** 'Latest {name} Jobs': the first two related keywords joined by ' OR ', page 1, 8 jobs. */
/** What the latest-jobs block needs of a category (also its island props on content pages). */
export type CategoryJobsProps = { category: Pick<Category, "name" | "jobs_keyword" | "related_keywords"> };

export function CategoryJobs({ category }: CategoryJobsProps) {
  const query = useCategoryJobs(category.jobs_keyword);
  // The cards render in a transition React can split into short tasks, so the page stays responsive
  // while they appear (no long task on a slow phone's main thread).
  const jobs = useDeferredValue(query.data);
  const isPending = query.isPending || (query.data !== undefined && jobs === undefined);
  const firstKeyword = category.related_keywords[0] ?? category.name;
  return (
    <section aria-labelledby="latest-jobs" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="latest-jobs" className="text-2xl font-bold text-ink">
          {`Latest ${category.name} Jobs`}
        </h2>
        <Link
          to={jobSearchHref(firstKeyword)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {`View All ${category.name} Jobs`}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" role="status" aria-busy="true" aria-label="Loading jobs">
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Placeholder key={index} />
          ))}
        </div>
      ) : jobs && jobs.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <CategoryJobCard job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <Card className="flex flex-col items-center gap-3 p-8 text-center" data-testid="category-jobs-empty">
          <SearchX aria-hidden="true" className="size-8 text-slate-400" />
          <p className="text-slate-700">No jobs found for this category. Try browsing all jobs instead.</p>
          <ButtonLink to="/jobs" variant="outline">
            Browse All Jobs
          </ButtonLink>
        </Card>
      )}
    </section>
  );
}
