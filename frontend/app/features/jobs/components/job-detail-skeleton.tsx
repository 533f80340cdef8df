import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";

/** The detail page's shape while a shared link or reload loads the job. */
export function JobDetailSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <p className="sr-only">Loading job details...</p>
      <Skeleton className="h-5 w-56" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="grid content-start gap-6">
          <Card className="p-6 sm:p-8">
            <Skeleton className="h-6 w-40 rounded-full" />
            <Skeleton className="mt-4 h-9 w-4/5" />
            <Skeleton className="mt-4 h-5 w-3/5" />
            <Skeleton className="mt-6 h-20 w-full rounded-xl" />
          </Card>
          <Card className="p-6 sm:p-8">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-11/12" />
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <Card className="h-40 p-6">
            <Skeleton className="h-5 w-24" />
          </Card>
          <Card className="h-40 p-6">
            <Skeleton className="h-5 w-24" />
          </Card>
        </div>
      </div>
    </div>
  );
}
