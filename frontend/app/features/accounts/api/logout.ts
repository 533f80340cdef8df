import { useMutation } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { callApi, ensureCsrf } from "~/lib/api-result";
import { useSetSession } from "./session";

export async function logout() {
  await ensureCsrf();
  return callApi(() => api.POST("/api/auth/logout"));
}

export function useLogout() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: logout,
    onSettled: () => setSession({ authenticated: false, user: null }),
  });
}
