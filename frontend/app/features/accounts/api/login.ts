import { useMutation } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { callApi, ensureCsrf } from "~/lib/api-result";
import type { LoginValues } from "../lib/schemas";
import { useSetSession } from "./session";

export async function login(values: LoginValues) {
  await ensureCsrf();
  return callApi(() =>
    api.POST("/api/auth/login", {
      body: { email: values.email, password: values.password, terms_accepted: values.terms },
    }),
  );
}

export function useLogin() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (result.ok) setSession(result.data);
    },
  });
}
