import { lazy, Suspense } from "react";
import type { EmptyStateProps } from "./empty-state";

const Panel = lazy(() => import("./empty-state").then((module) => ({ default: module.EmptyState })));

/**
 * EmptyState ('No Jobs Found', an unknown job, no featured jobs), loaded when one shows. The app
 * pages show one rarely, so its code stays out of their first load (decision 0013); it comes a
 * round trip after the answer that asked for it.
 */
export function LazyEmptyState(props: EmptyStateProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
