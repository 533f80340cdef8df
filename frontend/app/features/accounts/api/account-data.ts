import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { useSetSession } from "~/lib/queries/session";
import { useMutation } from "~/lib/use-mutation";

export async function fetchAccountExport() {
  return apiRequest(() => api.GET("/api/account/export"));
}

/** Deleting needs the password again; the server ends the session with the account. */
export async function deleteAccount(password: string) {
  await ensureCsrf();
  return apiRequest(() => api.DELETE("/api/account", { body: { password } }));
}

export function useDeleteAccount() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => setSession({ authenticated: false, user: null }),
  });
}
