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
    // A timeout only catches a hung test; it is not a speed check. Mounting the country picker's
    // ~250 options in jsdom takes ~2 s on an idle machine and over 5 s (vitest's default) on a
    // busy one, so the default failed tests under load that had nothing wrong with them.
    testTimeout: 30_000,
  },
});
