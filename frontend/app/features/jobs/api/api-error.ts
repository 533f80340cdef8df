export class ApiError extends Error {
  constructor(
    readonly status: number,
    message = `Request failed with status ${status}`,
  ) {
    super(message);
  }
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Retry server and network trouble (spec §9: 3 retries), never a 4xx: asking again will not help. */
export function retryUnlessClientError(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failures < 3;
}
