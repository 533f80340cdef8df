import { useMutation } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { callApi, ensureCsrf } from "~/lib/api-result";
import type { SignupValues } from "../lib/schemas";
import { useSetSession } from "./session";

export async function signup(values: SignupValues) {
  await ensureCsrf();
  return callApi(() =>
    api.POST("/api/auth/signup", {
      body: {
        email: values.email,
        password: values.password,
        user_type: values.user_type,
        terms_accepted: values.terms,
        company_name: values.user_type === "company" ? values.company_name : null,
      },
    }),
  );
}

/** Creates the account; the server signs it in, so the new session goes straight into the cache. */
export function useSignup() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: signup,
    onSuccess: (result) => {
      if (result.ok) setSession(result.data);
    },
  });
}
