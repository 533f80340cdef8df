import { describe, expect, it } from "vitest";
import {
  ensurePreventErrorBoundaryRetry,
  ensureSuspenseTimers,
  fetchOptimistic,
  getHasError,
  shouldSuspend,
} from "../no-suspense-queries";

// useQuery's suspense and error-boundary helpers in the browser build (vite.config.ts, queryCoreOnUse).
describe("no-suspense stand-in", () => {
  it("leaves a plain query's options as they are, and neither suspends nor throws", () => {
    const options = { staleTime: 30_000, gcTime: 500, retry: 1 };
    ensureSuspenseTimers(options);
    ensurePreventErrorBoundaryRetry();
    expect(options).toEqual({ staleTime: 30_000, gcTime: 500, retry: 1 });
    expect(shouldSuspend()).toBe(false);
    expect(getHasError()).toBe(false);
  });

  it.each([
    ["suspense", { suspense: true }],
    ["throwOnError", { throwOnError: true }],
    ["a throwOnError function", { throwOnError: () => true }],
    ["prefetch in render", { experimental_prefetchInRender: true }],
  ])("refuses a query that asks for %s, instead of quietly not doing it", (_, options) => {
    expect(() => ensureSuspenseTimers(options)).toThrow(/left out of the browser build/);
  });

  it("never fetches for a suspending component (none exists)", () => {
    expect(() => fetchOptimistic()).toThrow(/left out of the browser build/);
  });
});
