/**
 * Stands in for TanStack Query's `Mutation` class inside its `MutationCache` in the browser build
 * (vite.config.ts, `queryCoreOnUse`). Every page's query client builds a mutation cache, but only
 * pages that change something (forms) run a mutation: they load the real class with `useMutation`
 * from `~/lib/use-mutation`, which hands it over here, and the other pages' first load goes without
 * it (decision 0013).
 */
type MutationClass = new (config: never) => object;

let Real: MutationClass | undefined;

export function provideMutation(real: MutationClass): void {
  Real = real;
}

/** `new Mutation(config)` builds the real class's instance (a constructor may return another object). */
export function Mutation(this: unknown, config: never): object {
  if (!Real) throw new Error("A mutation ran without ~/lib/use-mutation: import useMutation from there");
  return new Real(config);
}
