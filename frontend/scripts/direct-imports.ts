// `import { Search } from "lucide-react"` names the package's index, which re-exports all of its
// ~1,700 icons; `import { useQuery } from "@tanstack/react-query"` names an index that re-exports
// every hook and, through @tanstack/query-core's, every observer. The bundler drops what is not
// used, but the module graph still shows each importer reaching everything the index names, so
// the chunk groups (scripts/chunk-groups.ts) would put every icon and every observer the app uses
// anywhere into the shell that every page loads. This build step rewrites such imports to the
// modules that define the names (`import Search from ".../icons/search.mjs"`), in the app and in
// those packages' own files, so the graph says which page uses what. The source keeps the usual
// form; only the browser build is rewritten.
//
// With `iconRenderer` (app/components/ui/lucide-icon.ts), a lucide icon becomes that renderer's
// component made from the icon module's drawing (`__iconData`), so lucide-react's own component
// machinery (its icon context, stroke scaling and class helpers, about 1 KB gzip) is left out of
// every page; the vite config marks lucide's `createLucideIcon` pure so the unused default
// components drop away. A test checks both draw the same markup.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

/** Where an exported name is defined: a module (absolute path) and its name there. */
export interface Origin {
  file: string;
  name: string;
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;
const IMPORT_LIST = /^import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["'];?$/gm;
const REEXPORT_LIST = /^export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["'];?$/gm;
const EXPORT_LIST = /^export\s*\{([^}]*)\};?$/gm;
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const EXPORT_ALL = /^export\s*\*\s*from\s*["']([^"'.][^"']*)["'];?$/gm;

/** `a`, `b as c` -> [["a", "a"], ["b", "c"]]; `type T` is left out (nothing at run time). */
function specifiers(list: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const raw of list.split(",")) {
    const spec = raw.trim();
    if (!spec || spec.startsWith("type ")) continue;
    const match = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(spec);
    if (match?.[1]) pairs.push([match[1], match[2] ?? match[1]]);
  }
  return pairs;
}

/**
 * The names an index module (`indexFile`, its text `source`) re-exports, and where each is
 * defined. `exportAll(specifier)` gives the map of a package the index re-exports whole.
 */
export function indexOrigins(
  indexFile: string,
  source: string,
  exportAll: (specifier: string) => Map<string, Origin> = () => new Map(),
): Map<string, Origin> {
  const origins = new Map<string, Origin>();
  const locals = new Map<string, Origin>();
  const file = (relative: string) => resolve(dirname(indexFile), relative);
  for (const [, list = "", from = ""] of source.matchAll(IMPORT_LIST))
    for (const [name, local] of specifiers(list)) locals.set(local, { file: file(from), name });
  for (const [, list = ""] of source.matchAll(EXPORT_LIST))
    for (const [local, exported] of specifiers(list)) {
      const origin = locals.get(local);
      if (origin) origins.set(exported, origin);
    }
  for (const [, list = "", from = ""] of source.matchAll(REEXPORT_LIST))
    for (const [name, exported] of specifiers(list)) origins.set(exported, { file: file(from), name });
  for (const [, specifier = ""] of source.matchAll(EXPORT_ALL))
    for (const [name, origin] of exportAll(specifier)) if (!origins.has(name)) origins.set(name, origin);
  return origins;
}

/**
 * `code` with its named imports from the `indexes` (package name -> its names' origins) made
 * direct, or null when there is none to change. Names an index does not define (a helper it
 * defines itself) stay on the index; type-only names go. The line count stays the same.
 */
export function directImports(
  code: string,
  indexes: ReadonlyMap<string, Map<string, Origin>>,
  iconRenderer?: string,
): string | null {
  let changed = false;
  let statements = 0;
  const next = code.replace(NAMED_IMPORT, (statement, list: string, from: string) => {
    const origins = indexes.get(from);
    if (!origins) return statement;
    const byFile = new Map<string, string[]>();
    const kept: string[] = [];
    const icons: string[] = [];
    const make = `$lucideIcon${statements++}`;
    for (const [imported, local] of specifiers(list)) {
      const origin = origins.get(imported);
      if (!origin) {
        kept.push(imported === local ? imported : `${imported} as ${local}`);
        continue;
      }
      if (iconRenderer && origin.name === "default" && ICON_MODULE.test(origin.file)) {
        byFile.set(origin.file, [...(byFile.get(origin.file) ?? []), `__iconData as ${local}$icon`]);
        icons.push(`const ${local} = ${make}(${local}$icon);`);
        continue;
      }
      const names = byFile.get(origin.file) ?? [];
      names.push(origin.name === "default" ? `default as ${local}` : `${origin.name} as ${local}`);
      byFile.set(origin.file, names);
    }
    if (byFile.size === 0) return statement;
    changed = true;
    const imports = [...byFile].map(
      ([file, names]) => `import { ${names.join(", ")} } from ${JSON.stringify(file)};`,
    );
    if (kept.length > 0) imports.push(`import { ${kept.join(", ")} } from ${JSON.stringify(from)};`);
    if (icons.length > 0)
      imports.push(`import { lucideIcon as ${make} } from ${JSON.stringify(iconRenderer)};`, ...icons);
    return imports.join(" ") + "\n".repeat(statement.split("\n").length - 1);
  });
  return changed ? next : null;
}

/** The ESM index of an installed package, by its package.json `module` or `import` entry. */
function packageIndex(name: string): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve(`${name}/package.json`);
  const pkg = JSON.parse(readFileSync(manifest, "utf8"));
  const entry = pkg.exports?.["."];
  const relative: string =
    entry?.import?.default ?? entry?.import ?? entry?.module ?? pkg.module ?? entry?.default ?? pkg.main;
  return join(dirname(manifest), relative);
}

/**
 * The Vite plugin: direct imports from `packages`' indexes, in the browser build, and from the
 * app's own `entries` (specifier -> its names' origins: the features' public entries).
 */
export function directImportsFrom(
  packages: readonly string[],
  iconRenderer?: string,
  entries: ReadonlyMap<string, Map<string, Origin>> = new Map(),
): Plugin {
  let indexes: Map<string, Map<string, Origin>> | undefined;
  const load = (name: string): Map<string, Origin> => {
    const file = packageIndex(name);
    return indexOrigins(file, readFileSync(file, "utf8"), (specifier) =>
      packages.includes(specifier) ? load(specifier) : new Map(),
    );
  };
  const packageDirs = packages.map((name) => `${join("node_modules", name)}/`);
  return {
    name: "itjobs-direct-imports",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (file.includes("node_modules") && !packageDirs.some((dir) => file.includes(dir))) return null;
      if (![...packages, ...entries.keys()].some((name) => code.includes(name))) return null;
      indexes ??= new Map([
        ...packages.map((name): [string, Map<string, Origin>] => [name, load(name)]),
        ...entries,
      ]);
      const next = directImports(code, indexes, iconRenderer);
      return next === null ? null : { code: next, map: null };
    },
  };
}
