import { lazy } from "react";

/**
 * The card skeleton loads on use: a search page's first results arrive in its HTML, so only a
 * later search in the same visit shows it (decision 0013). Render it inside a Suspense.
 */
export const JobCardSkeleton = lazy(() => import("./job-card-skeleton"));
