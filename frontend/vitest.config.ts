import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // What deployment.json gives a build (app/content/deployment.ts): the default settings' names.
  define: {
    __SITE__: JSON.stringify({ siteName: "IT Jobs Info", productName: "IT Jobs", productSlug: "it-jobs" }),
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // A timeout only catches a hung test; it is not a speed check. On a busy shared machine a jsdom
    // test that takes a second when idle can pass vitest's 5 s default with nothing wrong with it.
    // (The country picker's tests render a dozen countries, not all ~200: fast either way.)
    testTimeout: 30_000,
    // One test file per core: vitest's default leaves one core free, which on a 2-core machine
    // runs the files one at a time (91 s; 55 s on both cores).
    maxWorkers: availableParallelism(),
  },
});
