import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { deploymentSettings } from "./app/content/deployment.ts";
import routeConfig from "./app/routes.ts";
import { routeGroups } from "./scripts/chunk-groups.ts";
import { directImportsFrom } from "./scripts/direct-imports.ts";
import { featureEntries } from "./scripts/feature-entries.ts";

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

// React Router 7 publishes its development build under every export condition (it prints
// warnings meant for developers; remix-run/react-router#14102); the app's browser bundle takes
// the production build it ships beside it. Both names resolve to it, so one copy runs.
const reactRouterProduction = [
  { find: /^react-router$/, file: "index.mjs" },
  { find: /^react-router\/dom$/, file: "dom-export.mjs" },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url)),
}));

// Parts of TanStack Query that every page's query client imports and few pages run, swapped in
// the browser build for small stand-ins (decision 0013; 1.4 KB gzip off every app page):
// - the paging code of infinite queries (`Query` imports it, only an infinite query runs it): the
//   app has none (biome.json forbids them), so `app/lib/no-infinite-queries.ts` says so;
// - the `Mutation` class (the mutation cache imports it, only a mutation builds one): the stand-in
//   (`app/lib/mutation-stand-in.ts`) builds the real class, which `~/lib/use-mutation` (the only
//   way to `useMutation`, biome.json) hands over on the pages that mutate;
// - `useQuery`'s suspense and error-boundary helpers: no query suspends or throws to a boundary
//   (biome.json forbids the suspense hooks), so `app/lib/no-suspense-queries.ts` answers as the
//   real ones do for such a query, and refuses a query that asks for either.
function queryCoreOnUse(): Plugin {
  const standIns = new Map([
    ["query.js ./infiniteQueryBehavior.js", appFile("lib/no-infinite-queries.ts")],
    ["mutationCache.js ./mutation.js", appFile("lib/mutation-stand-in.ts")],
    ["useBaseQuery.js ./suspense.js", appFile("lib/no-suspense-queries.ts")],
    ["useBaseQuery.js ./errorBoundaryUtils.js", appFile("lib/no-suspense-queries.ts")],
  ]);
  const queryCore = /[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]build[\\/]modern[\\/]([\w.]+)$/;
  return {
    name: "itjobs:query-core-on-use",
    enforce: "pre",
    resolveId(source, importer) {
      const file = importer?.match(queryCore)?.[1];
      return file ? (standIns.get(`${file} ${source}`) ?? null) : null;
    },
  };
}

// Vite wraps every lazy `import()` in a preload helper (~0.5 KB gzip in the shell). With
// `modulePreload: false` (below) its one remaining task is to load the stylesheets a lazy chunk
// imports, and ours import none: the site's stylesheet belongs to the client entry (decision 0013).
// So the helper just imports; should a lazy chunk ever bring a stylesheet, its import fails loudly
// (every browser test would) instead of rendering unstyled.
function lazyImportsWithoutPreload(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "itjobs:lazy-imports-without-preload",
    enforce: "pre",
    resolveId: (source) => (source === helper ? helper : null),
    load: (id) =>
      id === helper
        ? `export const __vitePreload = (load, deps) => deps && deps.length ? Promise.reject(new Error("A lazy chunk brings a stylesheet: vite.config.ts, lazyImportsWithoutPreload")) : load();`
        : null,
  };
}

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
const [HOME, SEARCH, JOB_PAGE, CITY_PAGE] = ["home", "jobs", "job-detail", "city-page"].map(routeFile) as [
  string,
  string,
  string,
  string,
];
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

/** A group whose chunk `nameFor` names from the routes (and lazy parts) that reach a module. */
function byReach(
  debugName: string,
  priority: number,
  nameFor: (reachedBy: ReadonlySet<string>) => string | null,
) {
  return { name: group(nameFor), debugName, priority };
}

// A module is loaded with its dependencies, and a dependency is reached by at least the routes
// that reach the module: so the groups go from the most shared to the least (higher priority
// first), and a group never drags in what a wider group holds.
const groups = [
  { name: "framework", test: framework, priority: 90 },
  // What every page runs: the root route's imports.
  byReach("shell", 80, (reachedBy) => (reachedBy.has(ROOT) ? "shell" : null)),
  // Job cards, badges, formats: the home and job pages with the search pages.
  byReach("results", 70, (reachedBy) =>
    searchPages(reachedBy).length >= 2 && (reachedBy.has(HOME) || reachedBy.has(JOB_PAGE)) ? "results" : null,
  ),
  // The result list and pagination: /jobs and the city pages.
  byReach("search", 60, (reachedBy) => (reachedBy.has(SEARCH) && reachedBy.has(CITY_PAGE) ? "search" : null)),
  // The rest /jobs shares (its search form and filters, with the developer pages and lazy parts):
  // one chunk more on /jobs, none of it on a city page.
  byReach("search-form", 55, (reachedBy) =>
    reachedBy.has(SEARCH) && reachedBy.size >= 2 ? "search-form" : null,
  ),
  // The city pages' layout and their own search.
  byReach("city", 50, (reachedBy) => (searchPages(reachedBy).length >= 2 ? "city" : null)),
  // What the home or a job page shares with other routes only (home with the careers pages, a job
  // page with the guides): a chunk of its own, so the other search pages do not load it.
  byReach("page-shared", 40, (reachedBy) => {
    const [page, ...more] = searchPages(reachedBy);
    return page && more.length === 0 && reachedBy.size >= 2 ? `${basename(page, ".tsx")}-shared` : null;
  }),
  // Forms' libraries (react-hook-form, zod, dialogs), shared by the account and form pages.
  byReach("accounts", 30, (reachedBy) =>
    among(ACCOUNT_AND_FORM_PAGES, reachedBy).length >= 2 ? "accounts" : null,
  ),
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    directImportsFrom(
      ["lucide-react", "@tanstack/react-query", "@tanstack/query-core"],
      appFile("components/ui/lucide-icon.ts"),
      featureEntries(appFile("features")),
    ),
    isSsrBuild ? null : queryCoreOnUse(),
    isSsrBuild ? null : lazyImportsWithoutPreload(),
    tailwindcss(),
    reactRouter(),
    deploymentSettings(),
  ],
  resolve: { tsconfigPaths: true, alias: isSsrBuild ? [] : reactRouterProduction },
  build: isSsrBuild
    ? {}
    : {
        // No preload helper for React.lazy imports (Vite's __vitePreload and the dependency lists it
        // carries in every chunk): 0.8 KB gzip off every app page. A lazy part whose chunk imports
        // one the page has not loaded (a form dialog: the forms' libraries) then fetches it after
        // its own, one round trip more on its first opening; route modules are unaffected (React
        // Router preloads their imports itself). Decision 0013.
        modulePreload: false,
        rolldownOptions: {
          // Modules of a package side by side in a chunk: gzip finds more to share (0.4 KB off the shell).
          experimental: { chunkModulesOrder: "module-id" },
          // Each lucide icon module makes its component at load; with icons made by our renderer
          // (scripts/direct-imports.ts) those calls are unused, and dropping them drops lucide's machinery.
          treeshake: { manualPureFunctions: ["createLucideIcon"] },
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
