// The JavaScript each page loads, read from the production build: no server, no browser, the
// same number in a second that Lighthouse reports as 'JS (gzip)' (every script the page loaded,
// at its gzip size). A page's scripts are what its bootstrap imports and preloads (for the SPA
// fallback: the route modules it picks from React Router's manifest for the address, as the
// browser does), plus every chunk those import statically. Lazy chunks (the toaster, the account
// menu, a dialog's content) are not counted: an anonymous first visit does not load them.
//
//   node bench/page_js.mjs [--build-dir frontend/build/client] [--chunks] [--write docs/BENCHMARKS.md]
//
// --chunks lists each page's scripts with their gzip sizes; --write replaces the 'Page
// JavaScript' section of that file with the table.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { routeModulesFor } from "../frontend/scripts/defer-hydration.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SECTION = "## Page JavaScript (`bench/page_js.mjs`)";

// The pages bench/lighthouse.sh measures (a job page's address only picks its route here).
export const PAGES = [
  ["home", "/", "app"],
  ["jobs", "/jobs", "app"],
  ["job_detail", "/jobs/senior-software-developer-at-empire-state-software-adzuna-4100003288", "app"],
  ["city", "/it-jobs-in-seattle", "app"],
  ["category", "/careers/devops", "content"],
  ["guide", "/career-guides/how-to-become-a-devops-engineer", "content"],
  ["employers", "/employers", "content"],
];
export const BUDGET_KB = { app: 130, content: 100 };

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?"(\.\.?\/[^"]+\.js)"/g;

/** The built HTML a visit to `path` gets: its prerendered page, else the SPA fallback. */
export function pageHtmlFile(buildDir, path) {
  const prerendered = join(buildDir, path, "index.html");
  return existsSync(prerendered) ? prerendered : join(buildDir, "__spa-fallback.html");
}

/** The scripts the page's bootstrap starts with (site paths such as /assets/root-x.js). */
export function bootstrapScripts(html, path, readManifest) {
  const body = BOOTSTRAP.exec(html)?.[1];
  if (body === undefined) return [];
  const urls = [...body.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  if (body.includes("routeModulesFor(")) {
    const manifest = urls.find((url) => /\/manifest-[^/]+\.js$/.test(url));
    urls.push(...routeModulesFor(readManifest(manifest).routes, path));
  }
  return [...new Set(urls)];
}

/** `scripts` and every chunk they import statically, in load order. */
export function withStaticImports(scripts, readScript) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const m of readScript(url).matchAll(STATIC_IMPORT)) visit(posix.join(posix.dirname(url), m[1]));
  };
  scripts.forEach(visit);
  return [...seen];
}

function gzipBytes(buildDir, url) {
  const file = join(buildDir, url);
  // The .gz WhiteNoise serves when the build has been compressed (make build), as Lighthouse counts it.
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export function measure(buildDir) {
  const readScript = (url) => readFileSync(join(buildDir, url), "utf8");
  const readManifest = (url) => {
    const window = {};
    runInNewContext(readScript(url), { window });
    return window.__reactRouterManifest;
  };
  return PAGES.map(([name, path, kind]) => {
    const html = readFileSync(pageHtmlFile(buildDir, path), "utf8");
    const scripts = withStaticImports(bootstrapScripts(html, path, readManifest), readScript).map((url) => ({
      url,
      gzip: gzipBytes(buildDir, url),
    }));
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    return { name, path, kind, scripts, bytes: total, kb: Math.round(total / 102.4) / 10 };
  });
}

function table(rows) {
  const lines = ["| page | path | kind | scripts | JS (gzip) | budget |", "|---|---|---|---:|---:|---|"];
  for (const r of rows) {
    const budget = BUDGET_KB[r.kind];
    // The exact bytes, not the rounded figure: 130.04 KB shows as 130 KB and is over 130.
    const verdict = r.bytes <= budget * 1024 ? `≤ ${budget} KB met` : `≤ ${budget} KB MISSED`;
    lines.push(`| ${r.name} | \`${r.path}\` | ${r.kind} | ${r.scripts.length} | ${r.kb} KB | ${verdict} |`);
  }
  return lines.join("\n");
}

function chunkList(rows) {
  return rows
    .map((r) => {
      const sorted = [...r.scripts].sort((a, b) => b.gzip - a.gzip);
      const items = sorted.map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
      return [`${r.name} ${r.path}: ${r.scripts.length} scripts, ${r.kb} KB (${r.bytes} bytes)`, ...items].join("\n");
    })
    .join("\n\n");
}

function writeSection(file, rows, buildDir) {
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const body = [
    SECTION,
    "",
    `Measured ${when} UTC from the production build (\`${posix.relative(ROOT, buildDir) || buildDir}\`) with ` +
      "`node bench/page_js.mjs` (after `make build`). A page's JavaScript is every script an " +
      "anonymous first visit loads: what its bootstrap imports and preloads (the SPA fallback's route " +
      "modules picked from React Router's manifest, as the browser does) and every chunk those import " +
      "statically, at the gzip size WhiteNoise serves; the same unit as Lighthouse's 'JS (gzip)' below, " +
      "without a server. Lazy chunks (toaster, account menu, dialogs opened by a click) are not counted. " +
      "`--chunks` lists each page's scripts.",
    "",
    table(rows),
    "",
  ].join("\n");
  const text = readFileSync(file, "utf8");
  const pattern = new RegExp(`^${SECTION.replace(/[.*+?^${}()|[\]\\`]/g, "\\$&")}\\n[\\s\\S]*?(?=^## |(?![\\s\\S]))`, "m");
  const next = pattern.test(text) ? text.replace(pattern, () => `${body}\n`) : `${text.trimEnd()}\n\n${body}`;
  writeFileSync(file, `${next.trimEnd()}\n`);
}

function main(argv) {
  const option = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const buildDir = option("--build-dir") ?? join(ROOT, "frontend/build/client");
  if (!existsSync(join(buildDir, "__spa-fallback.html"))) {
    console.error(`No build in ${buildDir}: run make build first`);
    process.exit(1);
  }
  const rows = measure(buildDir);
  console.log(table(rows));
  if (argv.includes("--chunks")) console.log(`\n${chunkList(rows)}`);
  const write = option("--write");
  if (write) writeSection(write, rows, buildDir);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
