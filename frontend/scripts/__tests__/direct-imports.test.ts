import { describe, expect, it } from "vitest";
import { directImports, indexOrigins, type Origin } from "../direct-imports";

// The shapes of the indexes the build rewrites: lucide-react's (re-exports from icon modules),
// @tanstack/react-query's (imports, an export list, and all of @tanstack/query-core's names).
const LUCIDE = [
  "export { default as BadgeCheck, default as BadgeCheckIcon, default as Verified } from './icons/badge-check.mjs';",
  "export { default as Search, default as SearchIcon } from './icons/search.mjs';",
  "export { LucideProvider, useLucideContext } from './context.mjs';",
].join("\n");
const QUERY_CORE = [
  'import { QueryClient } from "./queryClient.js";',
  'import { MutationObserver } from "./mutationObserver.js";',
  'import { streamedQuery } from "./streamedQuery.js";',
  "export { MutationObserver, QueryClient, streamedQuery as experimental_streamedQuery };",
].join("\n");
const REACT_QUERY = [
  'import { QueryClientProvider, useQueryClient } from "./QueryClientProvider.js";',
  'import { useQuery } from "./useQuery.js";',
  'export * from "@tanstack/query-core";',
  "export { QueryClientProvider, useQuery, useQueryClient };",
].join("\n");

const core = indexOrigins("/pkg/query-core/build/index.js", QUERY_CORE);
const indexes = new Map<string, Map<string, Origin>>([
  ["lucide-react", indexOrigins("/pkg/lucide/dist/esm/lucide-react.mjs", LUCIDE)],
  ["@tanstack/react-query", indexOrigins("/pkg/react-query/build/index.js", REACT_QUERY, () => core)],
  ["@tanstack/query-core", core],
]);

describe("indexOrigins", () => {
  it("finds where each name an index re-exports is defined, aliases and renames too", () => {
    const lucide = indexes.get("lucide-react");
    expect(lucide?.get("Verified")).toEqual({
      file: "/pkg/lucide/dist/esm/icons/badge-check.mjs",
      name: "default",
    });
    expect(lucide?.get("useLucideContext")).toEqual({
      file: "/pkg/lucide/dist/esm/context.mjs",
      name: "useLucideContext",
    });
    expect(core.get("experimental_streamedQuery")).toEqual({
      file: "/pkg/query-core/build/streamedQuery.js",
      name: "streamedQuery",
    });
  });

  it("takes the names of a package the index re-exports whole", () => {
    const reactQuery = indexes.get("@tanstack/react-query");
    expect(reactQuery?.get("useQuery")?.file).toBe("/pkg/react-query/build/useQuery.js");
    expect(reactQuery?.get("QueryClient")?.file).toBe("/pkg/query-core/build/queryClient.js");
  });
});

describe("directImports", () => {
  it("imports each name from the module that defines it, under its local name", () => {
    const code = 'import { Search, BadgeCheck as Badge } from "lucide-react";\nexport const x = 1;';
    expect(directImports(code, indexes)).toBe(
      'import { default as Search } from "/pkg/lucide/dist/esm/icons/search.mjs"; ' +
        'import { default as Badge } from "/pkg/lucide/dist/esm/icons/badge-check.mjs";\nexport const x = 1;',
    );
  });

  it("groups names from one module, drops type-only names and leaves unknown names on the index", () => {
    const code =
      'import {\n  QueryClient,\n  type QueryKey,\n  useQuery,\n  somethingNew,\n} from "@tanstack/react-query";\nrun();';
    const next = directImports(code, indexes) ?? "";
    expect(next).toContain(
      'import { QueryClient as QueryClient } from "/pkg/query-core/build/queryClient.js";',
    );
    expect(next).toContain('import { useQuery as useQuery } from "/pkg/react-query/build/useQuery.js";');
    expect(next).toContain('import { somethingNew } from "@tanstack/react-query";');
    expect(next).not.toContain("QueryKey");
    // As many lines as before, so the lines below keep their numbers.
    expect(next.split("\n")).toHaveLength(code.split("\n").length);
    expect(next.split("\n").at(-1)).toBe("run();");
  });

  it("with an icon renderer, makes each lucide icon from its drawing", () => {
    const lucide = new Map([
      [
        "lucide-react",
        indexOrigins(
          "/pkg/lucide-react/dist/esm/lucide-react.mjs",
          "export { default as Search, default as SearchIcon } from './icons/search.mjs';",
        ),
      ],
    ]);
    const code = 'import { Search as Find } from "lucide-react";\nuse(Find);';
    expect(directImports(code, lucide, "/app/lucide-icon.ts")).toBe(
      'import { __iconData as Find$icon } from "/pkg/lucide-react/dist/esm/icons/search.mjs"; ' +
        'import { lucideIcon as $lucideIcon0 } from "/app/lucide-icon.ts"; const Find = $lucideIcon0(Find$icon);\nuse(Find);',
    );
  });

  it("leaves other imports, namespace and type-only imports alone", () => {
    expect(directImports('import { useState } from "react";', indexes)).toBeNull();
    expect(directImports('import type { LucideIcon } from "lucide-react";', indexes)).toBeNull();
    expect(directImports('import * as Icons from "lucide-react";', indexes)).toBeNull();
  });
});
