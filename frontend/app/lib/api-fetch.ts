import type { Client } from "openapi-fetch";

/**
 * The typed API client's run-time half. The types are openapi-fetch's (`Client<paths>` over the
 * schema openapi-typescript generates), so every call site is checked against the backend's
 * OpenAPI document exactly as before; the code that runs is this file: what our calls use of
 * openapi-fetch (path and query parameters in OpenAPI's default styles, a JSON body, JSON or text
 * answers, request hooks), in a fifth of its size on every page (decision 0013).
 */

/** A request hook: returns a changed Request, or a Response to answer without the network. */
export interface Middleware {
  onRequest(context: {
    request: Request;
  }): Request | Response | undefined | Promise<Request | Response | undefined>;
}

interface Params {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

interface CallOptions extends Omit<RequestInit, "body" | "method"> {
  params?: Params;
  body?: unknown;
  parseAs?: "json" | "text";
}

interface ClientOptions extends Omit<RequestInit, "body" | "method"> {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

type Outcome = { data?: unknown; error?: unknown; response: Response };

const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

/**
 * `/api/jobs/{job_id}/related` with its path parameters in place and its query after it, both in
 * OpenAPI's default styles (simple path values; `name=value` pairs, an array as one pair per
 * item); an absent (null or undefined) value is left out.
 */
export function requestPath(path: string, { path: values, query }: Params = {}): string {
  const filled = path.replace(/\{([^{}]+)\}/g, (slot, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? slot : encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (typeof item === "object") throw new TypeError(`Query parameter '${name}' is not a plain value`);
      pairs.push(`${name}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length > 0 ? `${filled}?${pairs.join("&")}` : filled;
}

/** An answer's body: `data` when it succeeded, `error` (parsed JSON, else text) when it did not. */
async function readAnswer(response: Response, method: string, parseAs: "json" | "text"): Promise<Outcome> {
  const length = response.headers.get("Content-Length");
  const empty =
    response.status === 204 ||
    method === "HEAD" ||
    (length === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked"));
  const text = empty ? "" : await response.text();
  if (response.ok) {
    return {
      data: empty ? undefined : parseAs === "text" ? text : text ? JSON.parse(text) : undefined,
      response,
    };
  }
  if (empty) return { error: undefined, response };
  try {
    return { error: JSON.parse(text), response };
  } catch {
    return { error: text, response };
  }
}

/** A client for the API described by `Paths` (openapi-typescript's `paths`). */
export function createApiClient<Paths extends {}>({
  baseUrl = "",
  fetch: send = (request) => fetch(request),
  ...defaults
}: ClientOptions = {}): Client<Paths> {
  const hooks: Middleware[] = [];

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Outcome> {
    const { params, body, parseAs = "json", headers, ...init } = options;
    const requestHeaders = new Headers(headers);
    if (body !== undefined && !requestHeaders.has("Content-Type"))
      requestHeaders.set("Content-Type", "application/json");
    let request = new Request(`${baseUrl.replace(/\/$/, "")}${requestPath(path, params)}`, {
      redirect: "follow",
      ...defaults,
      ...init,
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let response: Response | undefined;
    for (const hook of hooks) {
      const result = await hook.onRequest({ request });
      if (result instanceof Response) {
        response = result;
        break;
      }
      if (result instanceof Request) request = result;
    }
    return readAnswer(response ?? (await send(request)), method, parseAs);
  }

  const client: Record<string, unknown> = {
    request: (method: string, path: string, options?: CallOptions) =>
      call(method.toUpperCase(), path, options),
    use: (...added: Middleware[]) => hooks.push(...added),
    eject: (...removed: Middleware[]) => {
      for (const hook of removed) if (hooks.includes(hook)) hooks.splice(hooks.indexOf(hook), 1);
    },
  };
  for (const method of METHODS)
    client[method] = (path: string, options?: CallOptions) => call(method, path, options);
  return client as unknown as Client<Paths>;
}
