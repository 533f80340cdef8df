import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import type { ForgotPasswordValues } from "../lib/schemas";

/** Always answers the same for known and unknown addresses (202). */
export async function requestPasswordReset(values: ForgotPasswordValues) {
  await ensureCsrf();
  return apiRequest(() => api.POST("/api/auth/password-reset", { body: { email: values.email } }));
}

export async function confirmPasswordReset(input: { uid: string; token: string; password: string }) {
  await ensureCsrf();
  return apiRequest(() =>
    api.POST("/api/auth/password-reset/confirm", {
      body: { uid: input.uid, token: input.token, new_password: input.password },
    }),
  );
}
