/** One field's complaint from the server, whichever shape its answer used: `{field, code, message}`. */
export interface ServerFieldError {
  field?: string | null;
  code?: string | null;
  message: string;
}

const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";
const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

/**
 * Every failed API call, whatever the endpoint: the HTTP status (0 when the server could not be
 * reached), one message to show, the server's own `detail` text and the per-field errors.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The server's own `detail` text, when it sent one. */
  readonly detail: string | null;
  readonly errors: ServerFieldError[];
  /** Seconds the server asks the client to wait (its Retry-After header, e.g. on a 429). */
  readonly retryAfter: number | null;

  constructor({
    status,
    message,
    detail = null,
    errors = [],
    retryAfter = null,
  }: {
    status: number;
    message: string;
    detail?: string | null;
    errors?: ServerFieldError[];
    retryAfter?: number | null;
  }) {
    super(message);
    this.status = status;
    this.detail = detail;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }
}

/** The call never got an answer (offline, DNS, connection reset). */
export function networkError(): ApiError {
  return new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE });
}

/**
 * Reads a failed answer's body: the backend's `{detail: "..."}`, the 422 `{errors: {field: message}}`,
 * the inquiry's `{errors: [{field, code, message}]}` and the form service's `{error: "..."}`.
 * The message is the server's `detail`, else its first error, else `fallback`.
 */
export function toApiError(
  status: number,
  body: unknown,
  fallback = GENERIC_ERROR_MESSAGE,
  retryAfter: number | null = null,
): ApiError {
  const record =
    body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
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
  if (errors.length === 0 && typeof record.error === "string") {
    errors.push({ field: null, code: null, message: record.error });
  }
  const detail = typeof record.detail === "string" ? record.detail : null;
  return new ApiError({
    status,
    message: detail ?? errors[0]?.message ?? fallback,
    detail,
    errors,
    retryAfter,
  });
}

/** A Retry-After header in seconds (the HTTP-date form is not used by this server). */
export function retryAfterSeconds(header: string | null): number | null {
  if (!header || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** Anything a call threw, as an ApiError (something other than a failed call gets the generic message). */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError({ status: 0, message: GENERIC_ERROR_MESSAGE });
}

/** The server said no (4xx): asking again will not help. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Retry server and network trouble (3 retries), never a 4xx. */
export function retryUnlessClientError(failures: number, error: unknown): boolean {
  return !isClientError(error) && failures < 3;
}
