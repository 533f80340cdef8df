import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { deploymentSettings } from "./app/content/deployment.ts";
import { directImportsFrom } from "./scripts/direct-imports.ts";
import { featureEntries } from "./scripts/feature-entries.ts";

// The content pages' entry (app/islands/entry.tsx): the island components, React DOM and a
// document router in place of React Router. Built after `react-router build` into the same
// assets folder; scripts/defer-hydration.mjs points the content pages at it.
const outDir = `${process.env.BUILD_DIR ?? "build"}/client`;

export default defineConfig({
  // Imports of a feature's entry go to the modules that define the names: the entry file stays out.
  plugins: [
    directImportsFrom(
      [],
      undefined,
      featureEntries(fileURLToPath(new URL("./app/features", import.meta.url))),
    ),
    deploymentSettings(),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: { "react-router": fileURLToPath(new URL("./app/islands/document-router.tsx", import.meta.url)) },
  },
  build: {
    outDir,
    emptyOutDir: false,
    manifest: "islands-manifest.json",
    rolldownOptions: {
      input: { islands: fileURLToPath(new URL("./app/islands/entry.tsx", import.meta.url)) },
      // lucide-react marks its modules "use client", which means nothing in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        // One file for what a content page runs at once; only the lazy parts (account menu,
        // toaster, cookie preferences) are chunks of their own.
        codeSplitting: { groups: [{ name: "islands", tags: ["$initial"] }] },
      },
    },
  },
});
