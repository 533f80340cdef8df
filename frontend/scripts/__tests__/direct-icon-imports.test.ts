import { describe, expect, it } from "vitest";
import { directIconImports, iconModules } from "../direct-icon-imports";

// The shape of lucide-react's ESM index (dist/esm/lucide-react.mjs), three icons of ~1,700.
const INDEX = [
  "export { default as BadgeCheck, default as BadgeCheckIcon, default as LucideBadgeCheck, default as Verified } from './icons/badge-check.mjs';",
  "export { default as Search, default as SearchIcon, default as LucideSearch } from './icons/search.mjs';",
  "export { default as Infinity, default as InfinityIcon, default as LucideInfinity } from './icons/infinity.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join("\n");
const modules = iconModules(INDEX);

describe("iconModules", () => {
  it("maps every exported name of an icon, aliases too, to the icon's own module", () => {
    expect(modules.get("BadgeCheck")).toBe("lucide-react/icons/badge-check");
    expect(modules.get("Verified")).toBe("lucide-react/icons/badge-check");
    expect(modules.get("SearchIcon")).toBe("lucide-react/icons/search");
    expect(modules.has("createLucideIcon")).toBe(false);
  });
});

describe("directIconImports", () => {
  it("imports each icon from its module, renamed ones under their local name", () => {
    const code = 'import { Search, Infinity as InfinityIcon } from "lucide-react";\nexport const x = 1;';
    expect(directIconImports(code, modules)).toBe(
      'import Search from "lucide-react/icons/search"; import InfinityIcon from "lucide-react/icons/infinity";\nexport const x = 1;',
    );
  });

  it("drops type-only names (nothing at run time) and leaves other names to the index", () => {
    const code = 'import {\n  BadgeCheck,\n  type LucideIcon,\n  createLucideIcon,\n} from "lucide-react";';
    expect(directIconImports(code, modules)).toBe(
      'import BadgeCheck from "lucide-react/icons/badge-check"; import { createLucideIcon } from "lucide-react";\n\n\n\n',
    );
  });

  it("keeps the line count, so line numbers in errors stay right", () => {
    const code = 'import {\n  Search,\n  BadgeCheck,\n} from "lucide-react";\nfoo();';
    const next = directIconImports(code, modules) ?? "";
    expect(next.split("\n")).toHaveLength(code.split("\n").length);
    expect(next.split("\n").at(-1)).toBe("foo();");
  });

  it("leaves code without icon imports alone", () => {
    expect(directIconImports('import { useState } from "react";', modules)).toBeNull();
    expect(directIconImports('import type { LucideIcon } from "lucide-react";', modules)).toBeNull();
  });
});
