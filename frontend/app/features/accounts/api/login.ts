import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { ticked } from "~/lib/consent";
import { type Session, useSetSession } from "~/lib/queries/session";
import { mergeSavedJobsAtSignIn } from "~/lib/saved-jobs/merge-at-sign-in";
import { useMutation } from "~/lib/use-mutation";
import type { LoginValues } from "../lib/schemas";

export async function login(values: LoginValues) {
  await ensureCsrf();
  return apiRequest(() =>
    api.POST("/api/auth/login", {
      body: { email: values.email, password: values.password, terms_accepted: ticked(values.terms) },
    }),
  );
}

export function useLogin() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (session: Session) => {
      setSession(session);
      mergeSavedJobsAtSignIn(session);
    },
  });
}
