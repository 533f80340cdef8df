/**
 * Stands in for TanStack Query's infinite-query paging (`infiniteQueryBehavior`) in the browser
 * build (vite.config.ts, `queryCoreOnUse`). Every query module imports the paging code,
 * though only an infinite query runs it, and the app has none: biome.json forbids them. Leaving it
 * out takes 0.55 KB (gzip) off every app page's first load (decision 0013).
 */
export function infiniteQueryBehavior(): never {
  throw new Error("Infinite queries are left out of the browser build (vite.config.ts: queryCoreOnUse)");
}
