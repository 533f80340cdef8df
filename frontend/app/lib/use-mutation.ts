/**
 * `useMutation` for the app: import it from here, never from @tanstack/react-query (biome.json).
 * The browser build gives every page's mutation cache a stand-in for TanStack Query's `Mutation`
 * class (vite.config.ts, `queryCoreOnUse`); a page that mutates loads the real class with this
 * hook and hands it over.
 */
import { Mutation, useMutation } from "@tanstack/react-query";
import { provideMutation } from "./mutation-stand-in";

provideMutation(Mutation);

export { useMutation };
