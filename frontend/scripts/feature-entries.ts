// A feature is used from outside only through its public entry, `~/features/<name>` (its
// index.ts; biome.json holds the rule). Read as the module graph, an import of an entry reaches
// every module the entry names, so the chunk groups (scripts/chunk-groups.ts) would load a whole
// feature on each page that uses one part of it. The browser builds point each such import at
// the module that defines the name (scripts/direct-imports.ts); for that an entry only
// re-exports, by name, from its feature's own modules.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { indexOrigins, type Origin } from "./direct-imports.ts";

const RE_EXPORT = /^export\s+(?:type\s+)?\{[^}]*\}\s*from\s*["']\.\/[^"']+["'];?$/;
const SOURCE_EXTENSIONS = [".ts", ".tsx"];

/** `index`'s statements that are not a named re-export from a module of its own feature. */
export function entryProblems(index: string): string[] {
  const statements = index
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .split(";")
    .map((statement) => statement.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return statements.filter((statement) => !RE_EXPORT.test(statement));
}

/** A module path as an import names it (no extension) -> the file. */
function sourceFile(path: string): string {
  const file = SOURCE_EXTENSIONS.map((extension) => path + extension).find((candidate) =>
    existsSync(candidate),
  );
  if (!file) throw new Error(`feature-entries: no module ${path}.ts(x)`);
  return file;
}

/**
 * `~/features/<name>` -> each name its index.ts exports and the module that defines it, for every
 * feature under `featuresDir`. An entry that does more than re-export stops the build.
 */
export function featureEntries(featuresDir: string): Map<string, Map<string, Origin>> {
  const entries = new Map<string, Map<string, Origin>>();
  for (const name of readdirSync(featuresDir).sort()) {
    const indexFile = join(featuresDir, name, "index.ts");
    if (!existsSync(indexFile)) continue;
    const source = readFileSync(indexFile, "utf8");
    const problems = entryProblems(source);
    if (problems.length > 0)
      throw new Error(`${indexFile} may only re-export from its feature's modules: ${problems.join("; ")}`);
    const origins = new Map<string, Origin>();
    for (const [exported, origin] of indexOrigins(indexFile, source))
      origins.set(exported, { file: sourceFile(origin.file), name: origin.name });
    entries.set(`~/features/${name}`, origins);
  }
  return entries;
}
