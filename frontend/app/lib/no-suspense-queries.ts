/**
 * Stands in for TanStack Query's suspense and error-boundary helpers inside `useBaseQuery` in the
 * browser build (vite.config.ts, `queryCoreOnUse`). The app's queries neither suspend nor throw to
 * an error boundary: each screen shows its own loading and error states, and biome.json forbids
 * the suspense hooks and the reset boundary. For such a query the real helpers change nothing and
 * answer false; these do the same in a few bytes, and a query that asks for either fails loudly
 * instead of behaving differently. 0.25 KB (gzip) off every app page's first load (decision 0013).
 */
interface QueryOptions {
  [option: string]: unknown;
  suspense?: boolean;
  throwOnError?: unknown;
  experimental_prefetchInRender?: boolean;
}

const LEFT_OUT =
  "Suspense and throwOnError are left out of the browser build (vite.config.ts: queryCoreOnUse)";

/** The first helper useBaseQuery calls with a query's options: the one place that checks them. */
export function ensureSuspenseTimers(options: QueryOptions): void {
  if (options.suspense || options.throwOnError || options.experimental_prefetchInRender)
    throw new Error(LEFT_OUT);
}

export function ensurePreventErrorBoundaryRetry(): void {}

/** The real one is a hook (an effect); skipping it on every render keeps the hook order stable. */
export function useClearResetErrorBoundary(): void {}

export function shouldSuspend(): boolean {
  return false;
}

export function getHasError(): boolean {
  return false;
}

export function fetchOptimistic(): never {
  throw new Error(LEFT_OUT);
}
