import { api } from "./api-client";
import type { ServerFieldError } from "./form-errors";

/** A failed API call, flattened: the status, one message to show and the per-field errors. */
export interface ApiError {
  status: number;
  /** The message to show: the server's, else the first field error, else a generic one. */
  message: string;
  /** The server's own `detail` text, when it sent one. */
  detail: string | null;
  errors: ServerFieldError[];
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

const NETWORK_ERROR: ApiError = {
  status: 0,
  message: "Could not reach the server. Check your connection and try again.",
  detail: null,
  errors: [],
};

/**
 * Reads the backend's error bodies: `{detail: "..."}`, the 422 `{errors: {field: message}}` and the
 * inquiry's `{errors: [{field, code, message}]}`.
 */
export function toApiError(
  status: number,
  body: unknown,
  fallback = "Something went wrong. Please try again.",
): ApiError {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const errors: ServerFieldError[] = [];
  if (Array.isArray(record.errors)) {
    for (const item of record.errors) {
      if (item && typeof item === "object" && typeof (item as ServerFieldError).message === "string") {
        const { field, code, message } = item as ServerFieldError;
        errors.push({ field: field ?? null, code: code ?? null, message });
      }
    }
  } else if (record.errors && typeof record.errors === "object") {
    for (const [field, message] of Object.entries(record.errors as Record<string, unknown>)) {
      if (typeof message === "string") errors.push({ field, code: null, message });
    }
  }
  const detail = typeof record.detail === "string" ? record.detail : undefined;
  return { status, message: detail ?? errors[0]?.message ?? fallback, detail: detail ?? null, errors };
}

/** Runs an openapi-fetch call and turns its outcome (including a network failure) into an ApiResult. */
export async function callApi<T>(
  request: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<ApiResult<T>> {
  try {
    const { data, error, response } = await request();
    if (response.ok) return { ok: true, data: data as T };
    return { ok: false, error: toApiError(response.status, error) };
  } catch {
    return { ok: false, error: NETWORK_ERROR };
  }
}

function hasCsrfCookie(): boolean {
  return (
    typeof document !== "undefined" &&
    document.cookie.split("; ").some((part) => part.startsWith("csrftoken="))
  );
}

let csrfRequest: Promise<void> | null = null;

/** Django checks CSRF on every write: fetch the cookie once before the first one. */
export function ensureCsrf(): Promise<void> {
  if (hasCsrfCookie()) return Promise.resolve();
  csrfRequest ??= api
    .GET("/api/auth/csrf")
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}
