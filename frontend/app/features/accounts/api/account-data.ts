import { useMutation } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { callApi, ensureCsrf } from "~/lib/api-result";
import { useSetSession } from "./session";

export async function fetchAccountExport() {
  return callApi(() => api.GET("/api/account/export"));
}

/** Deleting needs the password again; the server ends the session with the account. */
export async function deleteAccount(password: string) {
  await ensureCsrf();
  return callApi(() => api.DELETE("/api/account", { body: { password } }));
}

export function useDeleteAccount() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (result) => {
      if (result.ok) setSession({ authenticated: false, user: null });
    },
  });
}
