import { lazy } from "react";

/** The notices of a corrected or relaxed search, loaded on use: only such a search shows one
 * (decision 0013). */
export const LazySearchNotices = lazy(() => import("./search-notices"));
