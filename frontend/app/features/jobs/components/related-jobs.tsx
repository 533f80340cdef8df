import { ArrowRight, Building2, MapPin } from "lucide-react";
import { Link } from "react-router";
import { NewBadge } from "~/components/job-trust/card-trust-signals";
import { SaveJobButton } from "~/components/saved-jobs/save-job-button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useRelatedJobs } from "../api/get-related-jobs";
import { companyLabel, locationLabel } from "../lib/format";

/** Related Jobs (up to 6, a loading state, 'No related jobs found.', View More Similar Jobs). */
export function RelatedJobs({
  jobId,
  title,
  heading = "Related Jobs",
}: {
  jobId: string | undefined;
  title: string;
  /** 'Similar open jobs' under a closed job. */
  heading?: string;
}) {
  const { jobs, isPending } = useRelatedJobs(jobId);
  return (
    <section aria-labelledby="related-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="related-heading" className="scroll-mt-24 text-xl font-semibold text-ink">
          {heading}
        </h2>
        <Link
          to={`/jobs?keyword=${encodeURIComponent(title)}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          View More Similar Jobs
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <p className="sr-only">Loading related jobs...</p>
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are interchangeable
            <Card key={index} className="h-32 p-5" data-testid="related-skeleton">
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="mt-3 h-4 w-1/2" />
              <Skeleton className="mt-2 h-4 w-2/5" />
            </Card>
          ))}
        </div>
      ) : jobs.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          No related jobs found.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <Card className="flex h-full min-h-32 flex-col p-5 transition-shadow hover:shadow-md">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-ink">
                    <Link
                      to={job.path}
                      state={{ job }}
                      className="line-clamp-2 hover:text-brand-700 hover:underline"
                    >
                      {job.title}
                    </Link>
                  </h3>
                  <SaveJobButton job={job} className="-mt-1.5 -mr-2" />
                </div>
                <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
                  <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <span className="truncate">{companyLabel(job.company_name)}</span>
                </p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  <span className="truncate">{locationLabel(job)}</span>
                  <NewBadge job={job} />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
