// Which chunk each module of the app build goes to (vite.config.ts, rolldown's codeSplitting
// groups), decided from the module graph rather than from folder names, so that a page loads what
// it runs and little else, in a handful of requests (decisions 0007 and 0013). A group is a rule
// over the set of routes whose static imports reach a module: "the root route reaches it" is the
// shell every page runs; "two routes of a family, and no route of another family, reach it" is
// that family's shared chunk. A module no group takes stays with its route (or its lazy chunk:
// a module only imported lazily is reached by no route).
//
// A folder rule ("app/components is the shell") sent pages code they never run: one form helper in
// components/ui put react-hook-form and zod into every page's shell.

/** The part of rolldown's chunking context a group needs: the static imports of a module. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** `from` and every module it imports statically, directly or not: what loading it loads. */
export function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** For each module, the routes (module ids) whose static imports reach it. */
export function routesReaching(graph: ModuleGraph, routes: readonly string[]): Map<string, Set<string>> {
  const reaching = new Map<string, Set<string>>();
  for (const route of routes) {
    for (const id of staticClosure(graph, route)) {
      const set = reaching.get(id) ?? new Set<string>();
      set.add(route);
      reaching.set(id, set);
    }
  }
  return reaching;
}

type GroupName = (id: string, graph: ModuleGraph) => string | null;

/**
 * Groups over `routes`: `group(nameFor)` is a codeSplitting group's `name` function; `nameFor` gets
 * the set of routes reaching a module and answers the chunk it goes to, or null (not this group's).
 * The reach is computed once per module graph (one chunking pass), on the first call.
 */
export function routeGroups(
  routes: readonly string[],
): (nameFor: (reachedBy: ReadonlySet<string>) => string | null) => GroupName {
  const cache = new WeakMap<ModuleGraph, Map<string, Set<string>>>();
  const none: ReadonlySet<string> = new Set();
  return (nameFor) => (id, graph) => {
    let reaching = cache.get(graph);
    if (!reaching) {
      reaching = routesReaching(graph, routes);
      cache.set(graph, reaching);
    }
    return nameFor(reaching.get(id) ?? none);
  };
}
