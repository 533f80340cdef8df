import { lazy, Suspense } from "react";

const Skeleton = lazy(() => import("./job-card-skeleton"));

/**
 * The card skeleton, loaded on use: `/jobs` and the developer pages get their first results in
 * the HTML, so only a later search in the same visit draws it (decision 0013). The city pages
 * import the skeleton itself: their prerendered HTML holds skeletons, and a Suspense boundary
 * there would have React reveal them after the footer's first paint (a layout shift).
 */
export function JobCardSkeleton() {
  return (
    <Suspense fallback={null}>
      <Skeleton />
    </Suspense>
  );
}
