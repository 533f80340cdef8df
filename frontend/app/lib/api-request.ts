import { api } from "./api-client";
import { networkError, retryAfterSeconds, toApiError } from "./api-error";

/** What an openapi-fetch call resolves to. */
interface ClientOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Runs one typed-client call: resolves with its data, or throws an ApiError (a failed answer, or
 * status 0 when the server could not be reached). `fallback` is the message for an answer that
 * brings none of its own; `answers`: failure statuses whose body is the data all the same. A cancelled request (its AbortSignal fired) rethrows as it was.
 */
export async function apiRequest<T>(
  request: () => Promise<ClientOutcome<T>>,
  { fallback, answers = [] }: { fallback?: string; answers?: number[] } = {},
): Promise<T> {
  let outcome: ClientOutcome<T>;
  try {
    outcome = await request();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
  // A failure status whose body is the answer all the same (a closed job's 410 brings the job).
  if (answers.includes(outcome.response.status)) return outcome.error as T;
  if (!outcome.response.ok) {
    const { status, headers } = outcome.response;
    throw toApiError(status, outcome.error, fallback, retryAfterSeconds(headers.get("Retry-After")));
  }
  return outcome.data as T;
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
