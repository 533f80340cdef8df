import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { deploymentSettings } from "./app/content/deployment.ts";

// In `make dev` the Vite server fronts Django: API, admin and health go to runserver.
const backend = process.env.BACKEND_URL ?? "http://127.0.0.1:8000";

// React, React DOM and React Router in one long-lived chunk: one request on every page, and a
// deploy that changes only our code leaves it in the browser's cache.
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

// Every request costs a round trip on a phone (and on HTTP/1.1 a free connection): left alone,
// the bundler gave /jobs 47 scripts, most under 1 KB. These groups keep it to a dozen. Icons are
// a few hundred bytes each, so all of them make one chunk. The shell is what every app page runs
// (UI primitives, layout, lib, the query client), without the heavier widgets only some pages
// open (dialogs, the country picker, the toaster, forms' error mapping). The search and job
// features are shared by home, search, city and job pages. Content pages use the islands build.
const icons = /node_modules[\\/]lucide-react[\\/]/;
const shell = /[\\/]app[\\/](components|lib)[\\/]|node_modules[\\/](@tanstack|openapi-fetch|clsx)[\\/]/;
const heavy = /(dialog|country-picker|toaster|tooltip|form-errors)\.tsx?$/;
const jobs = /[\\/]app[\\/]features[\\/](jobs|search)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), deploymentSettings()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 40 },
                { name: "icons", test: icons, priority: 30 },
                { name: "shell", test: (id: string) => shell.test(id) && !heavy.test(id), priority: 20 },
                { name: "jobs", test: jobs, priority: 10 },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      "/api": backend,
      "/admin": backend,
      "/healthz": backend,
      "/static": backend,
    },
  },
}));
