import { api } from "~/lib/api-client";
import { ApiError, toApiError } from "~/lib/api-error";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { ticked } from "~/lib/consent";
import type { InquiryValues } from "../lib/inquiry-schema";

export const UNEXPECTED_RESPONSE = "Unexpected response format";

/**
 * Reads a successful answer as a form service's reply is read: `{ok}` or `{next}` is success;
 * an `errors` array (or a single `error`) is a failure; anything else is 'Unexpected response format'.
 */
function readInquiryReply(status: number, text: string): void {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError({ status, message: UNEXPECTED_RESPONSE });
  }
  const record =
    body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const failure = toApiError(status, record, UNEXPECTED_RESPONSE);
  if (failure.errors.length === 0 && record && (record.ok === true || "next" in record)) return;
  throw failure;
}

/**
 * A token the server signs when the form is shown ('shown at'); the inquiry carries it back so the
 * server can tell a form sent within seconds (a bot's pace) from one a person filled in.
 */
export async function fetchInquiryFormToken(): Promise<string> {
  const answer = await apiRequest(() => api.GET("/api/employers/inquiries/form-token"));
  return answer.token;
}

/** Sends the inquiry; throws an ApiError with the server's `errors[]` when it is turned away. */
export async function sendInquiry(values: InquiryValues, formToken: string | null): Promise<void> {
  await ensureCsrf();
  let status = 0;
  const text = await apiRequest(
    async () => {
      const outcome = await api.POST("/api/employers/inquiries", {
        body: {
          name: values.name,
          company: values.company,
          email: values.email,
          message: values.message,
          privacy_consent: ticked(values.privacy_consent),
          website: values.website,
          form_token: formToken,
        },
        headers: { Accept: "application/json" },
        // As text: a success that is not JSON is 'Unexpected response format', not a lost connection.
        parseAs: "text",
      });
      status = outcome.response.status;
      return outcome;
    },
    { fallback: UNEXPECTED_RESPONSE },
  );
  readInquiryReply(status, text ?? "");
}
