import type { Config } from "@react-router/dev/config";

// SPA mode: the Django server sends the HTML (with each page's head) and the API.
// Static content routes are prerendered at build time so their HTML already has the content.
export default {
  appDirectory: "app",
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: ["/", "/employers", "/about", "/legal", "/terms", "/privacy", "/careers", "/career-guides", "/job-guide"],
} satisfies Config;
