// Every utility class a component names must exist in the stylesheet. Tailwind silently drops a
// class it cannot generate (a colour token the theme never defined, such as `text-destructive`, or a
// plugin's utility such as `animate-in` without the plugin): the element just renders unstyled.
// This compiles app.css with Tailwind's own compiler and asks it for each class, one at a time.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { compile } from "tailwindcss";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
// Classes that are markers for other selectors (`peer-checked:` reads `peer`), never styled themselves.
const MARKERS = new Set(["group", "peer"]);

async function tailwind() {
  return compile(readFileSync(join(APP, "app.css"), "utf8"), {
    base: APP,
    async loadStylesheet(id: string, base: string) {
      const path = require.resolve(id === "tailwindcss" ? "tailwindcss/index.css" : id, { paths: [base] });
      return { path, base: dirname(path), content: readFileSync(path, "utf8") };
    },
  });
}

/** The text between `cn(` and its closing parenthesis, with nested calls (`buttonClass("secondary")`) left out. */
function cnArguments(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bcn\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < source.length && depth > 0) {
      if (source[end] === "(") depth += 1;
      else if (source[end] === ")") depth -= 1;
      end += 1;
    }
    let inner = source.slice(match.index + match[0].length, end - 1);
    for (let before = ""; before !== inner; ) [before, inner] = [inner, inner.replace(/\w+\([^()]*\)/g, "")];
    found.push(inner);
  }
  return found;
}

/** Class names in `className="..."` attributes and in the string arguments of `cn(...)`. */
function classNamesIn(source: string): string[] {
  const literals = [...source.matchAll(/className=\{?"([^"]+)"/g)].map((match) => match[1] ?? "");
  for (const args of cnArguments(source))
    literals.push(...[...args.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? ""));
  return literals.flatMap((text) => text.split(/\s+/)).filter(Boolean);
}

function componentSources(): [string, string][] {
  return readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/(__tests__|generated|\.test\.)/.test(file))
    .map((file) => [file, readFileSync(join(APP, file), "utf8")]);
}

/** The class's selector as Tailwind writes it (CSS.escape's rules: `hover\\:bg-red-50`, `w-1\\/2`). */
function selector(name: string): string {
  const escaped = name.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  return `.${/^\d/.test(escaped) ? `\\3${escaped[0]} ${escaped.slice(1)}` : escaped}`;
}

describe("Tailwind classes", () => {
  it("finds classes in attributes and cn() calls", () => {
    expect(classNamesIn('<p className="text-sm text-red-800" />')).toEqual(["text-sm", "text-red-800"]);
    expect(classNamesIn('cn("px-2", on ? "bg-white" : "bg-red-600", className)')).toEqual([
      "px-2",
      "bg-white",
      "bg-red-600",
    ]);
    expect(classNamesIn('cn(buttonClass("secondary", "lg"), "text-brand-800")')).toEqual(["text-brand-800"]);
  });

  it("writes no rule for a class it does not know, so the check below can tell", async () => {
    const css = (await tailwind()).build(["text-destructive", "text-red-800", "hover:bg-red-50", "w-1/2"]);
    expect(css).not.toContain(selector("text-destructive"));
    for (const known of ["text-red-800", "hover:bg-red-50", "w-1/2"]) expect(css).toContain(selector(known));
  });

  it("every class the components name has a rule in the stylesheet", async () => {
    const sources = componentSources();
    const names = new Set(sources.flatMap(([, source]) => classNamesIn(source)));
    const css = (await tailwind()).build([...names]);
    const missing = sources.flatMap(([file, source]) =>
      [...new Set(classNamesIn(source))]
        .filter((name) => !MARKERS.has(name) && !css.includes(selector(name)))
        .map((name) => `${name} (${file})`),
    );
    expect(missing).toEqual([]);
  });
});
