import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";

/** Holds a job card's place while loading, with the card's own rows so nothing jumps. */
export function JobCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" data-testid="job-card-skeleton">
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="flex-1">
          <Skeleton className="h-[1.55rem] w-3/4 max-w-md" />
          <Skeleton className="mt-1 h-5 w-40" />
        </div>
        <div className="flex gap-2">
          <Skeleton className="h-[1.375rem] w-16 rounded-full" />
          <Skeleton className="h-[1.375rem] w-20 rounded-full" />
        </div>
      </div>
      <Skeleton className="h-5 w-64 max-w-full" />
      {/* two lines of the snippet's text-sm / leading-relaxed */}
      <div className="flex h-[calc(2*1.625*0.875rem)] flex-col justify-around">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <div className="flex items-center justify-between border-t border-slate-100 pt-4">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-7 w-28" />
      </div>
    </Card>
  );
}
