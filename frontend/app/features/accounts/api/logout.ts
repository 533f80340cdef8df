import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { useSetSession } from "~/lib/queries/session";
import { useMutation } from "~/lib/use-mutation";

/** Ends the session. The screen signs out even when the server could not be told, so this never throws. */
export async function logout(): Promise<void> {
  await ensureCsrf();
  await apiRequest(() => api.POST("/api/auth/logout")).catch(() => undefined);
}

export function useLogout() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: logout,
    onSettled: () => setSession({ authenticated: false, user: null }),
  });
}
