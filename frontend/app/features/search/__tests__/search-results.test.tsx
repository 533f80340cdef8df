import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, useToasts } from "~/lib/toast-store";
import { makeJob } from "~/test/job-factory";
import { jsonResponse } from "~/test/json-response";
import { SearchResults } from "../components/search-results";
import { foundSummary } from "../lib/search-params";
import type { JobCard, JobSearchResult } from "../types";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { default: createClient } = await import("openapi-fetch");
  return {
    api: createClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

function result(overrides: Partial<JobSearchResult> = {}): JobSearchResult {
  const jobs = overrides.jobs ?? [
    makeJob({ title: "Go Developer" }),
    makeJob({
      title: "Rust Developer",
      source: "JSearch",
      seen_on: [{ source: "JSearch", publisher: "LinkedIn" }],
    }),
  ];
  return {
    jobs,
    total: 1234,
    total_exact: true,
    page: 1,
    pages: 25,
    page_size: 50,
    query: { keyword: "Developer", location: "", country: "us" },
    sources: [
      { name: "Adzuna", status: "ok", message: null },
      { name: "JSearch", status: "ok", message: null },
    ],
    refreshing: false,
    ...overrides,
  };
}

function LastToast() {
  const toasts = useToasts();
  return <output data-testid="toast">{toasts.map((t) => `${t.title}: ${t.description}`).join("|")}</output>;
}

function renderResults() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const element = (
    <QueryClientProvider client={client}>
      <SearchResults
        query={{ keyword: "Developer", country: "us", page: 1, page_size: 50 }}
        summary={(total, exact) => foundSummary(total, "Developer", "", exact)}
        renderJob={(job) => <article>{job.title}</article>}
        renderSkeleton={() => <div data-testid="skeleton" />}
        hrefForPage={(page) => `?page=${page}`}
        empty={<p>No Jobs Found</p>}
      />
      <LastToast />
    </QueryClientProvider>
  );
  return render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
}

beforeEach(() => {
  fetchMock.mockReset();
  // The toast store lives for the whole file: clear what earlier tests raised.
  const last = toast({ title: "reset" });
  for (let id = 1; id <= last; id++) dismissToast(id);
});

describe("SearchResults", () => {
  it("shows 5 skeleton cards while loading, then the count and the jobs", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderResults();
    expect(await screen.findAllByTestId("skeleton")).toHaveLength(5);

    answer(jsonResponse(result()));
    expect(await screen.findByRole("heading", { name: "Found 1,234 Developer jobs" })).toBeInTheDocument();
    expect(screen.getByText("Go Developer")).toBeInTheDocument();
    expect(screen.queryAllByTestId("skeleton")).toHaveLength(0);
    const url = new URL((fetchMock.mock.calls[0] as [Request])[0].url);
    expect(url.pathname).toBe("/api/jobs/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: "Developer",
      country: "us",
      page: "1",
      page_size: "50",
    });
  });

  it("says '10,000+' when the server stopped counting", async () => {
    fetchMock.mockResolvedValue(jsonResponse(result({ total: 10000, total_exact: false })));
    renderResults();
    expect(await screen.findByRole("heading", { name: "Found 10,000+ Developer jobs" })).toBeInTheDocument();
  });

  it("credits Adzuna when its jobs are listed, and paginates", async () => {
    fetchMock.mockResolvedValue(jsonResponse(result()));
    renderResults();
    const credit = await screen.findByRole("link", { name: "Jobs by Adzuna" });
    expect(credit).toHaveAttribute("href", "https://www.adzuna.com");
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/?page=2");
    expect(screen.getByRole("link", { name: "Page 25" })).toBeInTheDocument();
  });

  it("leaves out the Adzuna credit when no job came from Adzuna", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(result({ jobs: [makeJob({ source: "JSearch", seen_on: [{ source: "JSearch" }] })] })),
    );
    renderResults();
    await screen.findByRole("heading", { name: /Found/ });
    expect(screen.queryByRole("link", { name: "Jobs by Adzuna" })).toBeNull();
  });

  it("says when a source is degraded", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        result({ sources: [{ name: "JSearch", status: "degraded", message: "Rate limited until 12:00." }] }),
      ),
    );
    renderResults();
    expect(await screen.findByText("JSearch is temporarily unavailable")).toBeInTheDocument();
    expect(screen.getByText(/Rate limited until 12:00\./)).toBeInTheDocument();
  });

  it("shows the empty state when nothing matches", async () => {
    fetchMock.mockResolvedValue(jsonResponse(result({ jobs: [], total: 0, pages: 0 })));
    renderResults();
    expect(await screen.findByText("No Jobs Found")).toBeInTheDocument();
  });

  it("says a server failure is ours, not 'No Jobs Found', with an error toast and a retry", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: "boom" }, 500));
    renderResults();
    // The error's own chunk loads on failure; until it is there a bare Retry stands in.
    const alert = await screen.findByTestId("search-error");
    expect(alert).toHaveRole("alert");
    expect(alert).toHaveTextContent("We couldn't load jobs right now");
    expect(alert).toHaveTextContent("problem on our side");
    expect(screen.queryByText("No Jobs Found")).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId("toast")).toHaveTextContent("Error: Failed to fetch jobs."),
    );
    expect(fetchMock).toHaveBeenCalledTimes(4); // the first try and 3 retries

    fetchMock.mockResolvedValue(jsonResponse(result()));
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Go Developer")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it("counts a network failure (no answer) as ours too", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderResults();
    expect(await screen.findByTestId("search-error")).toHaveTextContent("We couldn't load jobs right now");
    expect(screen.getByRole("button", { name: "Retry" })).toBeEnabled();
  });

  it("treats a refused query (422, a country the server does not serve) as empty, without an error toast", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: [], errors: { country: "Unsupported" } }, 422));
    renderResults();
    expect(await screen.findByText("No Jobs Found")).toBeInTheDocument();
    expect(screen.getByTestId("toast")).toHaveTextContent("");
    expect(fetchMock).toHaveBeenCalledTimes(1); // a 4xx is not retried
  });

  it("while the server fetches a new search from the sources, an empty answer is not final", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock
        .mockResolvedValueOnce(jsonResponse(result({ jobs: [], total: 0, pages: 0, refreshing: true })))
        .mockResolvedValue(jsonResponse(result({ refreshing: false })));
      renderResults();
      expect(await screen.findByText("Looking for new listings for this search...")).toBeInTheDocument();
      expect(screen.queryByText("No Jobs Found")).toBeNull();
      await vi.advanceTimersByTimeAsync(4000);
      expect(await screen.findByText("Go Developer")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up waiting after a few looks and shows the empty state", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockImplementation(async () =>
        jsonResponse(result({ jobs: [], total: 0, pages: 0, refreshing: true })),
      );
      renderResults();
      await screen.findByText("Looking for new listings for this search...");
      await vi.advanceTimersByTimeAsync(4000 * 4);
      expect(await screen.findByText("No Jobs Found")).toBeInTheDocument();
      expect(fetchMock.mock.calls.length).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  describe("a later answer while the server asks the sources", () => {
    const go = makeJob({ title: "Go Developer" });
    const rust = makeJob({ title: "Rust Developer" });
    const zig = makeJob({ title: "Zig Developer" });

    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Go and Rust while the server still asks the sources, then `later` at the page's next look. */
    async function showThenPoll(later: JobCard[]) {
      fetchMock
        .mockResolvedValueOnce(jsonResponse(result({ jobs: [go, rust], total: 2, refreshing: true })))
        .mockResolvedValue(jsonResponse(result({ jobs: later, total: later.length, refreshing: false })));
      renderResults();
      expect(await screen.findByText("Go Developer")).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(4000);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    }

    const titles = () => screen.getAllByRole("article").map((card) => card.textContent);

    it("waits for the reader when it would move the cards they see, then shows it", async () => {
      await showThenPoll([zig, go, rust]);
      const show = await screen.findByRole("button", { name: "Show 1 new job" });
      // The list and its count stay as they were until the reader asks.
      expect(titles()).toEqual(["Go Developer", "Rust Developer"]);
      expect(screen.getByRole("heading", { name: "Found 2 Developer jobs" })).toBeInTheDocument();
      fireEvent.click(show);
      expect(titles()).toEqual(["Zig Developer", "Go Developer", "Rust Developer"]);
      expect(screen.getByRole("heading", { name: "Found 3 Developer jobs" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /^Show / })).toBeNull();
    });

    it("shows one that only changes what the same cards say at once", async () => {
      await showThenPoll([go, { ...rust, title: "Rust Engineer" }]);
      expect(await screen.findByText("Rust Engineer")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /^Show / })).toBeNull();
    });

    it("names a reordered list without new jobs as updated", async () => {
      await showThenPoll([rust, go]);
      expect(await screen.findByRole("button", { name: "Show the updated list" })).toBeInTheDocument();
      expect(titles()[0]).toBe("Go Developer");
    });
  });
});
