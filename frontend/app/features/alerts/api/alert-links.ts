import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";

/** Opens a confirmation link: 400 with the server's message when it is invalid or expired. */
export async function confirmAlert(token: string) {
  await ensureCsrf();
  return apiRequest(() => api.POST("/api/alerts/confirm", { body: { token } }));
}

/** The unsubscribe page's button (mail clients POST to /mail/unsubscribe themselves). */
export async function unsubscribeAlert(token: string) {
  await ensureCsrf();
  return apiRequest(() => api.POST("/api/alerts/unsubscribe", { body: { token } }));
}
