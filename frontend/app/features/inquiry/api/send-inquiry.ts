import { api } from "~/lib/api-client";
import { ensureCsrf } from "~/lib/api-result";
import type { ServerFieldError } from "~/lib/form-errors";
import type { InquiryValues } from "../lib/inquiry-schema";

export type InquiryOutcome = { ok: true } | { ok: false; errors: ServerFieldError[] };

export const UNEXPECTED_RESPONSE = "Unexpected response format";

/**
 * Reads the reply the way the spec's form service is read: `{ok}` or `{next}` is success, an
 * `errors` array (or a single `error`) is a failure; anything else is 'Unexpected response format'.
 */
export function readInquiryReply(status: number, reply: unknown): InquiryOutcome {
  // openapi-fetch hands error bodies over already parsed when they are JSON, and as text otherwise.
  let body: unknown = reply;
  if (typeof reply === "string") {
    try {
      body = JSON.parse(reply);
    } catch {
      return { ok: false, errors: [{ field: null, code: null, message: UNEXPECTED_RESPONSE }] };
    }
  }
  const record =
    body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!record) return { ok: false, errors: [{ field: null, code: null, message: UNEXPECTED_RESPONSE }] };
  if (Array.isArray(record.errors)) {
    const errors = record.errors.filter(
      (item): item is ServerFieldError =>
        !!item && typeof item === "object" && typeof item.message === "string",
    );
    if (errors.length > 0) return { ok: false, errors };
  }
  if (typeof record.error === "string")
    return { ok: false, errors: [{ field: null, code: null, message: record.error }] };
  if (status >= 200 && status < 300 && (record.ok === true || "next" in record)) return { ok: true };
  if (status === 403 && typeof record.detail === "string") {
    return { ok: false, errors: [{ field: null, code: "CSRF", message: record.detail }] };
  }
  return { ok: false, errors: [{ field: null, code: null, message: UNEXPECTED_RESPONSE }] };
}

export async function sendInquiry(values: InquiryValues, formLoadedAt: number): Promise<InquiryOutcome> {
  await ensureCsrf();
  try {
    const { response, data, error } = await api.POST("/api/employers/inquiries", {
      body: {
        name: values.name,
        company: values.company,
        email: values.email,
        message: values.message,
        privacy_consent: values.privacy_consent,
        website: values.website,
        form_loaded_at: formLoadedAt,
      },
      headers: { Accept: "application/json" },
      parseAs: "text",
    });
    return readInquiryReply(response.status, data ?? error ?? "");
  } catch {
    return {
      ok: false,
      errors: [
        {
          field: null,
          code: null,
          message: "Could not reach the server. Check your connection and try again.",
        },
      ],
    };
  }
}
