import { describe, expect, it, vi } from "vitest";
import type { paths } from "~/api/generated/schema";
import { createApiClient, requestPath } from "../api-fetch";

function clientAnswering(answer: () => Response) {
  const sent: Request[] = [];
  const api = createApiClient<paths>({
    baseUrl: "http://localhost/",
    credentials: "same-origin",
    fetch: async (request) => {
      sent.push(request);
      return answer();
    },
  });
  return { api, sent };
}

describe("requestPath", () => {
  it("puts path parameters in place, encoded", () => {
    expect(requestPath("/api/jobs/by-path/{slug}", { path: { slug: "a b/c" } })).toBe(
      "/api/jobs/by-path/a%20b%2Fc",
    );
    expect(requestPath("/api/jobs/{job_id}/related", { path: { job_id: "adzuna-1" } })).toBe(
      "/api/jobs/adzuna-1/related",
    );
  });

  it("writes the query as name=value pairs in order, an array as one pair per item, absent values left out", () => {
    const query = {
      keyword: "C++ & Go",
      page: 2,
      remote: false,
      location: undefined,
      sort: null,
      source: ["a", "b"],
    };
    expect(requestPath("/api/jobs/search", { query })).toBe(
      "/api/jobs/search?keyword=C%2B%2B%20%26%20Go&page=2&remote=false&source=a&source=b",
    );
    expect(requestPath("/api/jobs/search", { query: { keyword: "" } })).toBe("/api/jobs/search?keyword=");
    expect(requestPath("/api/jobs/search", { query: {} })).toBe("/api/jobs/search");
  });

  it("refuses a nested object rather than sending '[object Object]'", () => {
    expect(() => requestPath("/api/x", { query: { filter: { a: 1 } } })).toThrow(TypeError);
  });
});

describe("createApiClient", () => {
  it("sends a GET with the client's defaults and reads its JSON answer as data", async () => {
    const { api, sent } = clientAnswering(() => Response.json({ authenticated: false }));
    const outcome = await api.GET("/api/auth/session");
    expect(outcome.data).toEqual({ authenticated: false });
    expect(outcome.response.status).toBe(200);
    expect(sent[0]?.url).toBe("http://localhost/api/auth/session");
    expect(sent[0]?.method).toBe("GET");
    expect(sent[0]?.credentials).toBe("same-origin");
  });

  it("sends a body as JSON with its content type", async () => {
    const { api, sent } = clientAnswering(() => Response.json({ ok: true }));
    await api.POST("/api/auth/password-reset", { body: { email: "a@example.com" } });
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(await sent[0]?.json()).toEqual({ email: "a@example.com" });
  });

  it("gives a failed answer's JSON, or its text, as error; an empty answer as undefined", async () => {
    const json = clientAnswering(() => Response.json({ detail: "Not found" }, { status: 404 }));
    expect((await json.api.GET("/api/auth/session")).error).toEqual({ detail: "Not found" });
    const text = clientAnswering(() => new Response("Bad gateway", { status: 502 }));
    expect((await text.api.GET("/api/auth/session")).error).toBe("Bad gateway");
    const empty = clientAnswering(() => new Response(null, { status: 204 }));
    const outcome = await empty.api.POST("/api/auth/logout");
    expect(outcome.data).toBeUndefined();
    expect(outcome.response.status).toBe(204);
  });

  it("reads an answer as text when asked", async () => {
    const { api } = clientAnswering(() => new Response("<html>", { status: 200 }));
    const outcome = await api.GET("/api/auth/session", { parseAs: "text" });
    expect(outcome.data).toBe("<html>");
  });

  it("lets a request hook change the request or answer it without the network", async () => {
    const { api, sent } = clientAnswering(() => Response.json({ from: "network" }));
    const answered = Response.json({ from: "hook" });
    const onRequest = vi.fn(({ request }: { request: Request }) => {
      if (request.url.endsWith("/session")) return answered;
      request.headers.set("X-Test", "1");
      return request;
    });
    api.use({ onRequest });
    expect((await api.GET("/api/auth/session")).data).toEqual({ from: "hook" });
    expect(sent).toHaveLength(0);
    await api.GET("/api/content/faqs");
    expect(sent[0]?.headers.get("X-Test")).toBe("1");
  });

  it("lets an AbortSignal cancel the call", async () => {
    const api = createApiClient<paths>({
      baseUrl: "http://localhost",
      fetch: (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason)),
        ),
    });
    const controller = new AbortController();
    const call = api.GET("/api/auth/session", { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });
});
