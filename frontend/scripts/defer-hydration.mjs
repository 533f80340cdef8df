// Prerendered pages already carry their content in the HTML, so on a slow phone the browser
// should paint it before it downloads and runs the app's JavaScript. React Router's build puts
// every module of the page in <head> as a high-priority modulepreload and starts the app from an
// inline module script as soon as those arrive: the JavaScript competes with the stylesheet for
// the connection and hydration can run before anything is painted. This post-build step changes
// each prerendered page so that it paints first: the modulepreload links leave <head>, and the
// bootstrap script waits for a painted frame, then preloads the same modules (all at once, no
// import waterfall), imports them and starts the same entry. The SPA fallback (every route that is
// not prerendered: search, job pages, forms) gets the same treatment: its header, footer and
// cookie dialog paint while the app downloads, and the page's data often arrives with the HTML
// (the server's preloaded API answers), so the app renders the content as soon as it starts.
// Its HTML serves every route, so it names no route module: React Router would import the
// route's module only once the app runs, and that module's imports one level after another. The
// bootstrap preloads the route's module and all its imports as soon as the manifest arrives.
//
// Content pages (their route handle is DOCUMENT_PAGE, marked by a <meta> in <head>) go further:
// they are documents whose links load the next page, so instead of the whole app they get the
// islands entry (vite.islands.config.ts), which hydrates only the header, the cookie dialog and
// the category pages' latest jobs. See docs/decisions/0006.
//
//   node scripts/defer-hydration.mjs build/client   (after react-router build and the islands build)
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
// The <meta> the root layout renders for DOCUMENT_PAGE routes (app/lib/document-page.ts).
export const DOCUMENT_MARKER = '<meta name="itjobs-document" content="islands"/>';
const ISLANDS_MANIFEST = "islands-manifest.json";
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

// One painted frame, or a second at most when frames are throttled (a tab opened in the background).
export const AFTER_FIRST_PAINT =
  "await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 1000); });";

// Starting a request costs the page's main thread a few milliseconds on a slow phone (Chromium's
// resource fetcher: 7 ms a request at a 4x CPU slowdown): ten modules requested in one task made a
// long task of it. Each request gets a task of its own, and the imports come after them.
export const PRELOAD =
  'const preload = (href) => setTimeout(() => document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })), 0);';
export const AFTER_PRELOADS = "await new Promise((resolve) => setTimeout(resolve, 0));";

/**
 * The modules of the route React Router will render for `pathname` (its module and every import),
 * from the build manifest. Runs in the browser, inlined into the SPA fallback's bootstrap, so it
 * must stay self-contained. It ranks matches as React Router does (static segment 10, dynamic 3,
 * splat -2, index 2, plus one per segment). A wrong guess only costs a download, never correctness:
 * React Router still decides the route.
 * @param {Record<string, {id: string, parentId?: string, path?: string, index?: boolean, module: string, imports?: string[]}>} routes
 * @param {string} pathname
 * @returns {string[]}
 */
export function routeModulesFor(routes, pathname) {
  const decode = (segment) => {
    try {
      return decodeURIComponent(segment).toLowerCase();
    } catch {
      return segment.toLowerCase();
    }
  };
  const segments = pathname.split("/").filter(Boolean).map(decode);
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  let best = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const route of Object.values(routes)) {
    if (parents.has(route.id)) continue; // layouts render around a leaf; root's modules load anyway
    const pattern = [];
    for (let at = route; at; at = at.parentId ? routes[at.parentId] : undefined)
      pattern.unshift(...(at.path ?? "").split("/").filter(Boolean));
    const splat = pattern.at(-1) === "*";
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    let score = pattern.length + (splat ? -2 : 0) + (route.index ? 2 : 0);
    const matches = fixed.every((part, i) => {
      if (part.startsWith(":")) score += 3;
      else if (part.toLowerCase() === segments[i]) score += 10;
      else return false;
      return true;
    });
    if (matches && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best ? [best.module, ...(best.imports ?? [])] : [];
}

const MANIFEST_URL = /^\/[^"]*\/manifest-[^"/]*\.js$/;

/**
 * The page with its React Router bootstrap deferred until after the first paint, or null when
 * the page has no bootstrap in the shape this step knows (a React Router upgrade changed it).
 * `preloadRoute`: also preload the modules of the route for the current address (the SPA fallback).
 * @param {string} html
 * @param {{preloadRoute?: boolean}} [options]
 * @returns {string | null}
 */
export function deferBootstrap(html, { preloadRoute = false } = {}) {
  const match = BOOTSTRAP.exec(html);
  if (!match) return null;
  const body = match[1] ?? "";
  const names = [];
  const urls = [];
  const rest = [];
  for (const line of body.split("\n")) {
    const trimmed = line.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(trimmed);
    const namespace = NAMESPACE_IMPORT.exec(trimmed);
    if (sideEffect) {
      names.push("");
      urls.push(sideEffect[1]);
    } else if (namespace) {
      names.push(namespace[1]);
      urls.push(namespace[2]);
    } else if (trimmed) {
      rest.push(trimmed);
    }
  }
  const entry = rest.at(-1) ?? "";
  if (
    urls.length === 0 ||
    !entry.startsWith("import(") ||
    !body.includes("window.__reactRouterRouteModules")
  ) {
    return null;
  }
  const manifest = urls.find((url) => MANIFEST_URL.test(url));
  if (preloadRoute && !manifest) return null;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((link) => link[1]);
  const imports = urls.map((url) => `import(${JSON.stringify(url)})`).join(", ");
  const script = [
    AFTER_FIRST_PAINT,
    PRELOAD,
    `${JSON.stringify(preloads)}.forEach(preload);`,
    AFTER_PRELOADS,
    ...(preloadRoute
      ? [
          `${routeModulesFor.toString()}`,
          `import(${JSON.stringify(manifest)}).then(() => routeModulesFor(window.__reactRouterManifest.routes, location.pathname).forEach(preload));`,
        ]
      : []),
    `const [${names.join(", ")}] = await Promise.all([${imports}]);`,
    ...rest,
  ].join("\n");
  return html
    .replace(MODULEPRELOAD, "")
    .replace(match[0], () => `<script type="module" async="">${script}</script>`);
}

/**
 * A content page with React Router's bootstrap replaced by the islands entry, loaded after the
 * first paint; null when the page has no bootstrap in the shape this step knows.
 * @param {string} html
 * @param {string} islandsUrl
 * @returns {string | null}
 */
export function withIslands(html, islandsUrl) {
  const match = BOOTSTRAP.exec(html);
  if (!match?.[1]?.includes("window.__reactRouterRouteModules")) return null;
  const script = [AFTER_FIRST_PAINT, `import(${JSON.stringify(islandsUrl)});`].join("\n");
  return html
    .replace(MODULEPRELOAD, "")
    .replace(match[0], () => `<script type="module" async="">${script}</script>`);
}

async function islandsEntryUrl(buildDir) {
  const manifest = JSON.parse(await readFile(join(buildDir, ISLANDS_MANIFEST), "utf8"));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${ISLANDS_MANIFEST} has no entry: build the islands first`);
  return `/${entry.file}`;
}

const SPA_FALLBACK = "__spa-fallback.html";

/** Every page React Router wrote: the prerendered ones and the SPA fallback. */
async function builtPages(dir) {
  const pages = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && (entry.name === "index.html" || entry.name === SPA_FALLBACK))
      pages.push(join(entry.parentPath, entry.name));
  }
  return pages;
}

async function main(buildDir) {
  const pages = await builtPages(buildDir);
  if (!pages.some((page) => page.endsWith(SPA_FALLBACK)))
    throw new Error(`No ${SPA_FALLBACK} in ${buildDir}`);
  const islandsUrl = await islandsEntryUrl(buildDir);
  let documents = 0;
  for (const page of pages) {
    const html = await readFile(page, "utf8");
    if (html.includes(AFTER_FIRST_PAINT)) continue; // already done (an earlier run)
    const isDocument = html.includes(DOCUMENT_MARKER);
    const preloadRoute = page.endsWith(SPA_FALLBACK);
    const changed = isDocument ? withIslands(html, islandsUrl) : deferBootstrap(html, { preloadRoute });
    if (changed === null) throw new Error(`${page}: React Router's bootstrap script has an unknown shape`);
    if (isDocument) documents += 1;
    await writeFile(page, changed);
  }
  console.log(
    `defer-hydration: ${pages.length} pages (the SPA fallback too) start after their first paint, ${documents} of them with islands`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv[2] ?? "build/client").catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
