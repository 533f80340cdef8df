import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "~/api/generated/schema";
import { api } from "../api-client";
import { apiRequest } from "../api-request";

export type Session = components["schemas"]["SessionOut"];
export type Account = components["schemas"]["AccountOut"];

export const SESSION_KEY = ["session"] as const;
/** Everything cached for the signed-in account (company, posts) sits under this key. */
export const ACCOUNT_KEY = ["account"] as const;

/** Who is signed in. Always re-checked on mount: a stale 'signed in' would send people the wrong way. */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: () => apiRequest(() => api.GET("/api/auth/session")),
  staleTime: 30_000,
  retry: 1,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The signed-in account, or null for a visitor (undefined while it loads). */
export function useAccount(): { account: Account | null | undefined; isPending: boolean; isError: boolean } {
  const query = useSession();
  const account = query.data ? (query.data.authenticated ? query.data.user : null) : undefined;
  return { account: query.isError ? null : account, isPending: query.isPending, isError: query.isError };
}

/**
 * A write changed the session (a verified address, a saved profile): ask the server again. A
 * request still on its way was answered before the write, and TanStack Query would hand it back
 * instead of a new one while the cache holds no session yet (the page's first load): cancel it.
 */
export async function refreshSession(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: SESSION_KEY });
  await Promise.all([
    client.invalidateQueries({ queryKey: SESSION_KEY }),
    client.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  ]);
}

/** After login, sign-up or logout: put the new session in the cache and drop everything user-specific. */
export function useSetSession() {
  const client = useQueryClient();
  return (session: Session) => {
    // The first load's request, still on its way, would overwrite the new session with the old one.
    void client.cancelQueries({ queryKey: SESSION_KEY });
    client.removeQueries({ queryKey: ACCOUNT_KEY });
    client.setQueryData(SESSION_KEY, session);
  };
}
