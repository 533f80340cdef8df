import { lazy } from "react";

/**
 * The card skeleton, loaded on use: `/jobs` and the developer pages get their first results in
 * the HTML, so only a later search in the same visit draws it (decision 0013). It has no Suspense
 * boundary of its own: the search results' list holds one for all five, so they appear in one
 * commit (one boundary per card revealed them one by one, and the empty ones above a revealed card
 * moved it: a layout shift). The city pages import the skeleton itself: their prerendered HTML
 * holds skeletons, and a Suspense boundary there would have React reveal them after the footer's
 * first paint (a layout shift).
 */
export const LazyJobCardSkeleton = lazy(() => import("./job-card-skeleton"));
