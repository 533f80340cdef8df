import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { ticked } from "~/lib/consent";
import { type Session, useSetSession } from "~/lib/queries/session";
import { mergeSavedJobsAtSignIn } from "~/lib/saved-jobs/merge-at-sign-in";
import { useMutation } from "~/lib/use-mutation";
import type { SignupValues } from "../lib/schemas";

export async function signup(values: SignupValues) {
  await ensureCsrf();
  return apiRequest(() =>
    api.POST("/api/auth/signup", {
      body: {
        email: values.email,
        password: values.password,
        user_type: values.user_type,
        terms_accepted: ticked(values.terms),
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
    onSuccess: (session: Session) => {
      setSession(session);
      mergeSavedJobsAtSignIn(session);
    },
  });
}
