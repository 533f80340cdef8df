import { useEffect } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Skeleton } from "~/components/ui/skeleton";
import { TooltipProvider } from "~/components/ui/tooltip";
import type { Company } from "~/features/companies";
import { CompanyAbout, CompanyHeader, companyPageNumber, useCompany } from "~/features/companies";
import { JobCard } from "~/features/jobs";
import { Pagination } from "~/features/search";
import { isNotFound } from "~/lib/api-error";

function CompanyJobs({ company, hrefFor }: { company: Company; hrefFor: (page: number) => string }) {
  return (
    <section aria-labelledby="company-jobs" className="grid min-w-0 content-start gap-4">
      <h2 id="company-jobs" className="text-xl font-semibold text-ink">
        Open jobs at {company.name}
      </h2>
      {company.jobs.length ? (
        <TooltipProvider>
          <ul className="grid gap-3 sm:gap-4">
            {company.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} linkCompany={false} />
              </li>
            ))}
          </ul>
        </TooltipProvider>
      ) : (
        <EmptyState title="No jobs on this page" description="Go back to the first page to see its jobs." />
      )}
      <Pagination page={company.page} pages={company.pages} hrefFor={hrefFor} />
    </section>
  );
}

function CompanySkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <p className="sr-only">Loading company...</p>
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

/** /companies/{slug}: a company's open jobs from every source, with its employer's profile. */
export default function CompanyPage() {
  const { slug = "" } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = companyPageNumber(params.get("page"));
  const { data: company, error, isPending, refetch, isFetching } = useCompany(slug, page);
  const canonical = company?.slug;

  // Another spelling of the name ('acme-inc') shows the company at its own address.
  useEffect(() => {
    if (canonical && canonical !== slug)
      navigate(`/companies/${canonical}${location.search}`, { replace: true });
  }, [canonical, slug, location.search, navigate]);

  if (isNotFound(error) && !company) return <NotFound />;
  const hrefFor = (to: number) => `/companies/${canonical ?? slug}${to > 1 ? `?page=${to}` : ""}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: "Jobs", to: "/jobs" },
          { label: company?.name ?? "Company" },
        ]}
      />
      <div className="mt-6">
        {company ? (
          <div className="grid gap-6">
            <CompanyHeader company={company} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
              <CompanyJobs company={company} hrefFor={hrefFor} />
              <CompanyAbout company={company} />
            </div>
          </div>
        ) : isPending ? (
          <CompanySkeleton />
        ) : (
          <EmptyState
            title="Could not load this company"
            description="Please check your connection and try again."
          >
            <Button onClick={() => void refetch()} disabled={isFetching} className="mt-6">
              Retry
            </Button>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
