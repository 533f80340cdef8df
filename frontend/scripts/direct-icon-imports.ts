// `import { Search, X } from "lucide-react"` names the package's index, which re-exports all of
// its ~1,700 icons. The bundler drops the unused ones, but the module graph still shows every
// importer reaching every icon, so the chunk groups (scripts/chunk-groups.ts) would put each icon
// the app uses anywhere into the shell that every page loads. This build step rewrites such
// imports to the icons' own modules (`import Search from "lucide-react/icons/search"`, a path the
// package exports), so a page's chunks hold the icons it shows. The source keeps the usual form.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+)\.mjs["']/g;

/** Each icon's exported names (BadgeCheck, BadgeCheckIcon, LucideBadgeCheck...) -> its module. */
export function iconModules(indexSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names = "", file = ""] of indexSource.matchAll(REEXPORT)) {
    for (const spec of names.split(",")) {
      const exported = /default\s+as\s+(\w+)/.exec(spec.trim())?.[1];
      if (exported) modules.set(exported, `lucide-react/icons/${file}`);
    }
  }
  return modules;
}

/** `code` with its named icon imports made direct, or null when it has none to change. */
export function directIconImports(code: string, modules: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const next = code.replace(BARREL_IMPORT, (statement, specifiers: string) => {
    const direct: string[] = [];
    const kept: string[] = [];
    for (const raw of specifiers.split(",")) {
      const spec = raw.trim();
      if (!spec || spec.startsWith("type ")) continue; // a type: nothing at run time
      const [, imported = "", local] = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(spec) ?? [];
      const module = modules.get(imported);
      if (module) direct.push(`import ${local ?? imported} from "${module}";`);
      else kept.push(spec); // not an icon (a helper): left to the index
    }
    if (direct.length === 0) return statement;
    changed = true;
    const imports = [
      ...direct,
      ...(kept.length ? [`import { ${kept.join(", ")} } from "lucide-react";`] : []),
    ];
    // As many lines as before: the code below keeps its line numbers (and the source map holds).
    return imports.join(" ") + "\n".repeat(statement.split("\n").length - 1);
  });
  return changed ? next : null;
}

/** The Vite plugin: direct icon imports in the app's own modules, for production builds. */
export function directIcons(): Plugin {
  let modules: Map<string, string> | undefined;
  return {
    name: "itjobs-direct-icon-imports",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (file.includes("node_modules") || !/\.[jt]sx?$/.test(file) || !code.includes("lucide-react"))
        return null;
      if (!modules) {
        const pkg = createRequire(import.meta.url).resolve("lucide-react/package.json");
        modules = iconModules(readFileSync(join(dirname(pkg), "dist/esm/lucide-react.mjs"), "utf8"));
      }
      const next = directIconImports(code, modules);
      return next === null ? null : { code: next, map: null };
    },
  };
}
