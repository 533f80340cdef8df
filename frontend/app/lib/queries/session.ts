import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
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

/** After login, sign-up or logout: put the new session in the cache and drop everything user-specific. */
export function useSetSession() {
  const client = useQueryClient();
  return (session: Session) => {
    client.removeQueries({ queryKey: ACCOUNT_KEY });
    client.setQueryData(SESSION_KEY, session);
  };
}
