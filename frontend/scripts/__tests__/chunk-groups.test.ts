import { describe, expect, it } from "vitest";
import { type ModuleGraph, routeGroups, routesReaching, staticClosure } from "../chunk-groups";

// root -> header -> button; jobs -> card -> button; home -> card, picker (lazy: not an import here).
const IMPORTS: Record<string, string[]> = {
  root: ["header"],
  header: ["button"],
  jobs: ["card", "search-form"],
  home: ["card"],
  card: ["button", "badge"],
  "search-form": [],
  button: [],
  badge: [],
};
const graph: ModuleGraph = {
  getModuleInfo: (id) => (id in IMPORTS ? { importedIds: IMPORTS[id] ?? [] } : null),
};

describe("staticClosure", () => {
  it("is a module and everything it imports, directly or not, once each", () => {
    expect([...staticClosure(graph, "jobs")].sort()).toEqual([
      "badge",
      "button",
      "card",
      "jobs",
      "search-form",
    ]);
  });

  it("skips what the graph does not know (an external module)", () => {
    expect([...staticClosure(graph, "nowhere")]).toEqual([]);
  });
});

describe("routesReaching", () => {
  it("says which routes reach each module", () => {
    const reaching = routesReaching(graph, ["root", "jobs", "home"]);
    expect([...(reaching.get("button") ?? [])].sort()).toEqual(["home", "jobs", "root"]);
    expect([...(reaching.get("card") ?? [])].sort()).toEqual(["home", "jobs"]);
    expect([...(reaching.get("search-form") ?? [])]).toEqual(["jobs"]);
  });
});

describe("routeGroups", () => {
  const group = routeGroups(["root", "jobs", "home"]);

  it("names a module's chunk from the routes that reach it, null for the rest", () => {
    const shell = group((reachedBy) => (reachedBy.has("root") ? "shell" : null));
    const shared = group((reachedBy) => (reachedBy.size >= 2 ? "results" : null));
    expect(shell("button", graph)).toBe("shell");
    expect(shell("card", graph)).toBeNull();
    expect(shared("card", graph)).toBe("results");
    expect(shared("search-form", graph)).toBeNull(); // one route's own: stays in its chunk
    expect(shared("lazy-only", graph)).toBeNull(); // reached by no route
  });

  it("walks the graph once per chunking pass, not once per module", () => {
    let lookups = 0;
    const counting: ModuleGraph = {
      getModuleInfo: (id) => {
        lookups += 1;
        return graph.getModuleInfo(id);
      },
    };
    const shell = group((reachedBy) => (reachedBy.has("root") ? "shell" : null));
    shell("button", counting);
    const first = lookups;
    for (const id of Object.keys(IMPORTS)) shell(id, counting);
    expect(lookups).toBe(first);
  });
});
