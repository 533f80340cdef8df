import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";

/** Holds a job card's place while loading, with the card's own rows so nothing jumps; it pulses as one. */
export function JobCardSkeleton() {
  return (
    <Card className="ui-skeleton-group flex flex-col gap-2 p-4 sm:p-5" data-testid="job-card-skeleton">
      <div className="flex items-start justify-between gap-3">
        <Skeleton className="h-6 w-3/4 max-w-md sm:h-7" />
        <div className="flex gap-1.5">
          <Skeleton className="h-[1.375rem] w-14 rounded-full" />
          <Skeleton className="h-[1.375rem] w-16 rounded-full" />
        </div>
      </div>
      <Skeleton className="h-5 w-64 max-w-full" />
      {/* two lines of the snippet's text-sm / leading-relaxed */}
      <div className="flex h-[calc(2*1.625*0.875rem)] flex-col justify-around">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <div className="flex items-center justify-between pt-1">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-5 w-24" />
      </div>
    </Card>
  );
}
export default JobCardSkeleton;
