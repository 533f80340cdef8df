import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // What deployment.json gives a build (app/content/deployment.ts): the default settings' names.
  define: { __SITE__: JSON.stringify({ siteName: "IT Jobs Info", productName: "IT Jobs" }) },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
