import { useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { refreshSession } from "~/lib/queries/session";
import { useMutation } from "~/lib/use-mutation";

/** Opens a verification link: 400 with the server's message when it is invalid or expired. */
export async function confirmEmail(token: string) {
  await ensureCsrf();
  return apiRequest(() => api.POST("/api/email-verification/confirm", { body: { token } }));
}

/** Mails the signed-in account a new link (409 when already verified, 429 after a few in an hour). */
export async function sendVerificationEmail() {
  await ensureCsrf();
  return apiRequest(() => api.POST("/api/email-verification/send"));
}

/** Whether the address is verified is part of the session: ask again after either call. */
function useRefreshAccount() {
  const client = useQueryClient();
  return () => refreshSession(client);
}

export function useConfirmEmail() {
  const refresh = useRefreshAccount();
  return useMutation({ mutationFn: confirmEmail, onSuccess: () => refresh() });
}

export function useSendVerificationEmail() {
  const refresh = useRefreshAccount();
  // A 409 means it was verified meanwhile (another tab): the notice then goes away.
  return useMutation({ mutationFn: sendVerificationEmail, onError: () => refresh() });
}
