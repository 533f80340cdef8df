import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { paths } from "~/api/generated/schema";
import { createApiClient } from "../api-fetch";
import { preloadedAnswers, resetPreloadedAnswers, takePreloadedData } from "../preloaded-api";

const SEARCH_BODY = { jobs: [], total: 0, total_exact: true, page: 1, pages: 0, page_size: 50 };

function preload(answers: unknown, { afterHydration = false } = {}): void {
  const script = document.createElement("script");
  if (afterHydration) script.setAttribute("data-after-hydration", "");
  script.id = "preloaded-api";
  script.type = "application/json";
  script.textContent = typeof answers === "string" ? answers : JSON.stringify(answers);
  document.body.append(script);
}

const fetchMock = vi.fn(async (_request: Request) => Response.json({ from: "network" }));
// The app's client has a relative base URL, which Node's Request cannot resolve.
const api = createApiClient<paths>({
  baseUrl: window.location.origin,
  fetch: (request) => fetchMock(request),
});
api.use(preloadedAnswers);

describe("preloaded API answers", () => {
  beforeEach(() => {
    resetPreloadedAnswers();
    fetchMock.mockClear();
  });

  afterEach(() => {
    document.getElementById("preloaded-api")?.remove();
  });

  it("answers the page's first request from the HTML, whatever the query's order and encoding", async () => {
    // The server sorts the query and encodes spaces as '+'; the client puts page first and uses %20.
    preload([
      {
        url: "/api/jobs/search?country=us&keyword=Software+Developer&location=US&page=1&page_size=50",
        status: 200,
        body: SEARCH_BODY,
      },
    ]);
    const query = {
      page: 1,
      page_size: 50,
      keyword: "Software Developer",
      location: "US",
      country: "us",
    } as const;

    const first = await api.GET("/api/jobs/search", { params: { query } });
    expect(first.data).toEqual(SEARCH_BODY);
    expect(fetchMock).not.toHaveBeenCalled();

    // Used once: a refetch (or polling while the server refreshes) asks the network.
    const second = await api.GET("/api/jobs/search", { params: { query } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(second.data).toEqual({ from: "network" });
  });

  it("on a prerendered page, keeps the answer out of the hydrating render for the first request", async () => {
    const url = "/api/jobs/search?country=us&keyword=Developer&page=1&page_size=50";
    preload([{ url, status: 200, body: SEARCH_BODY }], { afterHydration: true });
    const query = { keyword: "Developer", country: "us", page: 1, page_size: 50 } as const;
    delete document.documentElement.dataset.hydrated;

    // The HTML shows the loading state: the hydrating render must too.
    expect(takePreloadedData("/api/jobs/search", query)).toBeUndefined();
    // The first request, right after, still needs no round trip.
    const first = await api.GET("/api/jobs/search", { params: { query } });
    expect(first.data).toEqual(SEARCH_BODY);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on a prerendered page that has hydrated, renders the answer at once", () => {
    const url = "/api/jobs/search?country=us&keyword=Developer&page=1&page_size=50";
    preload([{ url, status: 200, body: SEARCH_BODY }], { afterHydration: true });
    document.documentElement.dataset.hydrated = "true";
    const query = { keyword: "Developer", country: "us", page: 1, page_size: 50 };
    expect(takePreloadedData("/api/jobs/search", query)).toEqual(SEARCH_BODY);
    delete document.documentElement.dataset.hydrated;
  });

  it("keeps the status, so a preloaded 404 is a not-found without a request", async () => {
    preload([{ url: "/api/jobs/adzuna-1", status: 404, body: { detail: "Job not found" } }]);

    const { data, error, response } = await api.GET("/api/jobs/{job_id}", {
      params: { path: { job_id: "adzuna-1" } },
    });
    expect(response.status).toBe(404);
    expect(data).toBeUndefined();
    expect(error).toEqual({ detail: "Job not found" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches whatever the page did not preload, and survives a damaged block", async () => {
    preload([{ url: "/api/jobs/adzuna-1", status: 200, body: { id: "adzuna-1" } }]);
    await api.GET("/api/jobs/{job_id}", { params: { path: { job_id: "adzuna-2" } } });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    document.getElementById("preloaded-api")?.remove();
    resetPreloadedAnswers();
    preload("{not json");
    const { data } = await api.GET("/api/jobs/{job_id}", { params: { path: { job_id: "adzuna-1" } } });
    expect(data).toEqual({ from: "network" });
  });

  it("hands a successful answer to a query's initialData once, and leaves a 404 to the client", async () => {
    preload([
      {
        url: "/api/jobs/search?country=us&keyword=Software+Developer&page=1",
        status: 200,
        body: SEARCH_BODY,
      },
      { url: "/api/jobs/adzuna-1", status: 404, body: { detail: "Job not found" } },
    ]);
    const query = { keyword: "Software Developer", location: "", country: "us", page: 1 };
    expect(takePreloadedData("/api/jobs/search", query)).toEqual(SEARCH_BODY);
    expect(takePreloadedData("/api/jobs/search", query)).toBeUndefined();
    expect(takePreloadedData("/api/jobs/adzuna-1")).toBeUndefined();
    // The 404 is still there for the client's request, which turns it into the not-found screen.
    const { response } = await api.GET("/api/jobs/{job_id}", { params: { path: { job_id: "adzuna-1" } } });
    expect(response.status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
