import type { Config } from "@react-router/dev/config";
import { contentPrerenderPaths } from "./app/content/prerender-paths";

// SPA mode: the Django server sends the HTML (with each page's head) and the API.
// Static content routes are prerendered at build time so their HTML already has the content.
export default {
  appDirectory: "app",
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Content pages (careers, guides, employers, legal) come from the backend's content export.
  prerender: () => [...new Set(["/", ...contentPrerenderPaths()])],
} satisfies Config;
