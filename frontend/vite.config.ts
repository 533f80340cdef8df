import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { deploymentSettings } from "./app/content/deployment.ts";
import routeConfig from "./app/routes.ts";
import { routeGroups } from "./scripts/chunk-groups.ts";
import { directIcons } from "./scripts/direct-icon-imports.ts";

// In `make dev` the Vite server fronts Django: API, admin and health go to runserver.
const backend = process.env.BACKEND_URL ?? "http://127.0.0.1:8000";

function flatRoutes(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatRoutes(entry.children ?? [])]);
}

const appFile = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));
const ROOT = appFile("root.tsx");
const ROUTES = [ROOT, ...new Set(flatRoutes(routeConfig).map((route) => appFile(route.file)))];

/** A route module by name; a name routes.ts does not use stops the build (a renamed route). */
function routeFile(name: string): string {
  const file = appFile(`routes/${name}.tsx`);
  if (!ROUTES.includes(file))
    throw new Error(`vite.config.ts: no route module routes/${name}.tsx in routes.ts`);
  return file;
}
const routeFiles = (...names: string[]) => names.map(routeFile);

// React, React DOM and React Router in one long-lived chunk: one request on every page, and a
// deploy that changes only our code leaves it in the browser's cache.
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

// Every request costs a round trip on a phone (on HTTP/1.1 a free connection too): left alone,
// the bundler gave /jobs 47 scripts, most under 1 KB (decision 0007). Folder-based groups fixed
// that but sent code a page never runs (react-hook-form and zod in every page's shell, every icon
// on every page). These groups follow the import graph (scripts/chunk-groups.ts, decision 0013):
// a page loads the framework, the shell, its family's shared chunks and its route chunk; lazy
// parts (toaster, account menu, country list, dialogs) load when used. Content pages use the
// islands build (vite.islands.config.ts).
const SEARCH_AND_JOB_PAGES = routeFiles(
  "home",
  "jobs",
  "job-detail",
  "city-page",
  "developer-jobs",
  "city-guide",
);
const [HOME, SEARCH, JOB_PAGE] = [routeFile("home"), routeFile("jobs"), routeFile("job-detail")];
const ACCOUNT_AND_FORM_PAGES = routeFiles(
  "auth",
  "login",
  "onboarding",
  "account",
  "reset-password",
  "verify-email",
  "post-job",
  "employers-dashboard",
  "inquiry",
);
const group = routeGroups(ROUTES);
const among = (routes: string[], reachedBy: ReadonlySet<string>) =>
  routes.filter((route) => reachedBy.has(route));
const searchPages = (reachedBy: ReadonlySet<string>) => among(SEARCH_AND_JOB_PAGES, reachedBy);

// A module is imported with its dependencies, and a dependency is reached by at least the routes
// that reach the module: so the groups go from the most shared to the least (higher priority
// first), and a group never drags in what a wider group holds.
const groups = [
  { name: "framework", test: framework, priority: 90 },
  // What every page runs: the root route's imports.
  { name: group((reachedBy) => (reachedBy.has(ROOT) ? "shell" : null)), priority: 80 },
  // Job cards, badges, formats: the home and job pages and the search pages.
  {
    name: group((reachedBy) =>
      searchPages(reachedBy).length >= 2 && (reachedBy.has(HOME) || reachedBy.has(JOB_PAGE))
        ? "results"
        : null,
    ),
    priority: 70,
  },
  // The search form, result list and pagination: /jobs and the city and developer pages.
  {
    name: group((reachedBy) =>
      searchPages(reachedBy).length >= 2 && reachedBy.has(SEARCH) ? "search" : null,
    ),
    priority: 60,
  },
  // The city pages' layout and their own search.
  { name: group((reachedBy) => (searchPages(reachedBy).length >= 2 ? "city" : null)), priority: 50 },
  // What one of these pages shares with other routes only (home with the careers pages, a job
  // page with the guides): a chunk of its own, so the other search pages do not load it.
  {
    name: group((reachedBy) => {
      const [page, ...more] = searchPages(reachedBy);
      return page && more.length === 0 && reachedBy.size >= 2 ? `${basename(page, ".tsx")}-shared` : null;
    }),
    priority: 40,
  },
  // Forms' libraries (react-hook-form, zod, dialogs), shared by the account and form pages.
  {
    name: group((reachedBy) => (among(ACCOUNT_AND_FORM_PAGES, reachedBy).length >= 2 ? "accounts" : null)),
    priority: 30,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [directIcons(), tailwindcss(), reactRouter(), deploymentSettings()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: { groups },
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
