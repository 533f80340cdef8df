import { describe, expect, it, vi } from "vitest";
import { DOCUMENT_PAGE_META } from "../../app/lib/document-page";
import {
  AFTER_FIRST_PAINT,
  AFTER_PRELOADS,
  DOCUMENT_MARKER,
  deferBootstrap,
  PRELOAD,
  routeModulesFor,
  withIslands,
  // @ts-expect-error: a plain ES module run by node after the build; it has no type declarations
} from "../defer-hydration.mjs";

// What React Router 7.18 writes for a prerendered page (trimmed to the parts the step reads).
const PRERENDERED = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><main><h1>For Employers</h1></main>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/employers-5.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/employers":route1};\n\n',
  'import("/assets/entry.client-6.js");</script></body></html>',
].join("");

describe("deferBootstrap", () => {
  const html = deferBootstrap(PRERENDERED) as string;

  it("takes the modulepreload links out of the head, so the stylesheet is the only early request", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(html).toContain("<h1>For Employers</h1>");
  });

  it("waits for a painted frame, then preloads the same modules and imports them together", () => {
    const script = html.slice(html.indexOf('<script type="module"'));
    expect(script.indexOf(AFTER_FIRST_PAINT)).toBeGreaterThan(0);
    expect(script).toContain('["/assets/manifest-1.js","/assets/framework-2.js"]');
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/employers-5.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/employers":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-6.js");</script></body></html>')).toBe(
      true,
    );
    expect(script).not.toMatch(/^import /m);
  });

  it("requests each module in a task of its own, so no request adds to another's long task", () => {
    vi.useFakeTimers();
    try {
      const preload = new Function(`${PRELOAD}; return preload;`)() as (href: string) => void;
      const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')];
      ["/assets/a.js", "/assets/b.js"].forEach(preload);
      expect(preloaded()).toHaveLength(0);
      expect(vi.getTimerCount()).toBe(2); // a timer, hence a task, each
      vi.runAllTimers();
      expect(preloaded().map((link) => link.getAttribute("href"))).toEqual(["/assets/a.js", "/assets/b.js"]);
    } finally {
      document.head.replaceChildren();
      vi.useRealTimers();
    }
  });

  it("imports the modules only after every preload has had its task", () => {
    const script = html.slice(html.indexOf('<script type="module"'));
    const preloads = script.indexOf("forEach(preload);");
    const afterPreloads = script.indexOf(AFTER_PRELOADS);
    expect(preloads).toBeGreaterThan(0);
    expect(afterPreloads).toBeGreaterThan(preloads);
    expect(script.indexOf("await Promise.all([import(")).toBeGreaterThan(afterPreloads);
  });

  it("refuses a bootstrap it does not recognise instead of guessing", () => {
    expect(deferBootstrap("<html><body><main>no scripts</main></body></html>")).toBeNull();
    expect(deferBootstrap('<script type="module" async="">console.log(1);</script>')).toBeNull();
  });
});

// The shape of React Router's build manifest (window.__reactRouterManifest.routes), for our table.
const route = (id: string, path: string | undefined, extra: Record<string, unknown> = {}) => ({
  id,
  parentId: "root",
  path,
  module: `/assets/${id.replace("routes/", "")}.js`,
  imports: [`/assets/${id.replace("routes/", "")}-dep.js`],
  ...extra,
});
const ROUTES = Object.fromEntries(
  [
    { id: "root", path: "", module: "/assets/root.js", imports: [] },
    route("routes/home", undefined, { index: true }),
    route("routes/jobs", "jobs"),
    route("jobs-by-location", "jobs/location/:location"),
    route("routes/job-detail", "jobs/:slug"),
    route("routes/careers", "careers"),
    route("routes/city-page", ":pageSlug"),
    route("routes/not-found", "*"),
  ].map((entry) => [entry.id, entry]),
);

describe("the SPA fallback preloads the modules of the route it will render", () => {
  it("ranks routes as React Router does: static before dynamic before splat", () => {
    expect(routeModulesFor(ROUTES, "/")).toEqual(["/assets/home.js", "/assets/home-dep.js"]);
    expect(routeModulesFor(ROUTES, "/jobs")).toEqual(["/assets/jobs.js", "/assets/jobs-dep.js"]);
    expect(routeModulesFor(ROUTES, "/JOBS/")[0]).toBe("/assets/jobs.js");
    expect(routeModulesFor(ROUTES, "/jobs/location/austin")[0]).toBe("/assets/jobs-by-location.js");
    expect(routeModulesFor(ROUTES, "/jobs/python-dev-at-acme-adzuna-1")[0]).toBe("/assets/job-detail.js");
    expect(routeModulesFor(ROUTES, "/careers")[0]).toBe("/assets/careers.js");
    expect(routeModulesFor(ROUTES, "/it-jobs-in-seattle")[0]).toBe("/assets/city-page.js");
    expect(routeModulesFor(ROUTES, "/no/such/page")[0]).toBe("/assets/not-found.js");
    expect(routeModulesFor(ROUTES, "/%E0%A4%A")[0]).toBe("/assets/city-page.js");
  });

  it("runs inlined in the bootstrap, after the manifest arrives", () => {
    const html = deferBootstrap(PRERENDERED, { preloadRoute: true }) as string;
    const script = html.slice(html.indexOf('<script type="module"'));
    expect(script).toContain("function routeModulesFor(routes, pathname)");
    expect(script).toContain(
      'import("/assets/manifest-1.js").then(() => routeModulesFor(window.__reactRouterManifest.routes, location.pathname).forEach(preload));',
    );
    // Self-contained: the inlined source evaluates on its own.
    const inlined = new Function(`${routeModulesFor.toString()}; return routeModulesFor;`)();
    expect(inlined(ROUTES, "/jobs")).toEqual(["/assets/jobs.js", "/assets/jobs-dep.js"]);
    expect(deferBootstrap(PRERENDERED)).not.toContain("routeModulesFor");
  });
});

describe("withIslands (content pages)", () => {
  const html = withIslands(PRERENDERED, "/assets/islands-7.js") as string;

  it("is keyed to the marker the root layout renders", () => {
    expect(DOCUMENT_MARKER).toBe(`<meta name="${DOCUMENT_PAGE_META}" content="islands"/>`);
  });

  it("loads only the islands entry after the first paint: no app module is preloaded or imported", () => {
    const script = html.slice(html.indexOf('<script type="module"'));
    expect(script).toContain(`${AFTER_FIRST_PAINT}\nimport("/assets/islands-7.js");</script>`);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("/assets/root-4.js");
    expect(html).not.toContain("/assets/entry.client-6.js");
    expect(html).toContain("<h1>For Employers</h1>");
  });

  it("refuses a page without React Router's bootstrap", () => {
    expect(withIslands("<html><body>no scripts</body></html>", "/assets/islands-7.js")).toBeNull();
  });
});
