import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLayoutApis } from "~/components/ui/__tests__/dom-stubs";
import JobsPage from "~/routes/jobs";
import { makeJob } from "~/test/job-factory";
import { jsonResponse } from "~/test/json-response";
import { makeFacets } from "./facets-factory";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { default: createClient } = await import("openapi-fetch");
  return {
    api: createClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

beforeAll(stubLayoutApis);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (request) =>
    new URL(request.url).pathname === "/api/jobs/facets"
      ? jsonResponse(makeFacets())
      : jsonResponse({
          jobs: [makeJob()],
          total: 1,
          page: 1,
          pages: 1,
          page_size: 50,
          query: { keyword: "", location: "", country: "us" },
          sources: [],
          refreshing: false,
        }),
  );
});

function renderPage(path: string, routePath = "/jobs") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, element: <JobsPage /> },
      { path: "/jobs/:slug", element: <p>detail</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const requests = (path: string) =>
  fetchMock.mock.calls.map(([request]) => new URL(request.url)).filter((url) => url.pathname === path);
const searches = () => requests("/api/jobs/search");
/** The last search's query (the facets' requests aside). */
const lastQuery = () => Object.fromEntries((searches().at(-1) as URL).searchParams);

describe("the search page", () => {
  it("searches with the form and keeps the search in the address", async () => {
    const router = renderPage("/jobs");
    await screen.findByRole("heading", { name: "Found 1 Software Developer job in US" });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Job title"));
    await user.type(screen.getByLabelText("Job title"), "Go Developer");
    await user.clear(screen.getByLabelText("Location"));
    await user.selectOptions(screen.getByLabelText("Country"), "de");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(router.state.location.search).toBe("?keyword=Go+Developer&location=&country=de");
    await vi.waitFor(() =>
      expect(lastQuery()).toEqual({ keyword: "Go Developer", country: "de", page: "1", page_size: "50" }),
    );
  });

  it("a filter change starts again at page 1", async () => {
    const router = renderPage("/jobs?keyword=Go&location=&country=us&page=3");
    await screen.findByRole("heading", { name: /Found 1 Go job/ });
    expect(lastQuery()).toMatchObject({ page: "3" });
    await userEvent.click(await screen.findByRole("link", { name: "Remote 30 jobs" }));
    expect(router.state.location.search).toBe("?keyword=Go&location=&country=us&remote=true");
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ remote: "true", page: "1" }));
  });

  it("asks for the facets only once the search has answered, and the search only once", async () => {
    let answer: (response: Response) => void = () => {};
    const search = new Promise<Response>((resolve) => (answer = resolve));
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementationOnce(() => search);
    renderPage("/jobs?keyword=Go&location=&country=us&sort=newest");
    await vi.waitFor(() => expect(searches()).toHaveLength(1));
    expect(requests("/api/jobs/facets")).toHaveLength(0);
    answer((await original?.(new Request("http://localhost/api/jobs/search"))) as Response);
    await screen.findByRole("link", { name: "Remote 30 jobs" });
    expect(searches()).toHaveLength(1);
    const facets = requests("/api/jobs/facets");
    expect(facets).toHaveLength(1);
    expect(Object.fromEntries((facets[0] as URL).searchParams)).toEqual({ keyword: "Go", country: "us" });
  });

  it("on a phone, loads the facets when 'Show filters' first opens the panel", async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      await import("../components/search-facets"); // loaded, so the panel would render it at once
      renderPage("/jobs?keyword=Go&location=&country=us");
      await screen.findByRole("heading", { name: /Found 1 Go job/ });
      await act(async () => {}); // React's pending work done: a mounted panel would have asked
      expect(requests("/api/jobs/facets")).toHaveLength(0);
      await userEvent.click(screen.getByRole("button", { name: "Show filters" }));
      expect(await screen.findByRole("link", { name: "Remote 30 jobs" })).toBeInTheDocument();
      expect(requests("/api/jobs/facets")).toHaveLength(1);
    } finally {
      window.innerWidth = width;
    }
  });

  it("counts the facets of a search the server is still refreshing, once it has jobs", async () => {
    fetchMock.mockImplementation(async (request) =>
      jsonResponse(
        new URL(request.url).pathname === "/api/jobs/facets"
          ? makeFacets()
          : {
              jobs: [makeJob()],
              total: 1,
              page: 1,
              pages: 1,
              page_size: 50,
              query: { keyword: "Go", location: "", country: "us" },
              sources: [],
              refreshing: true,
            },
      ),
    );
    renderPage("/jobs?keyword=Go&location=&country=us");
    expect(await screen.findByRole("link", { name: "Remote 30 jobs" })).toBeInTheDocument();
    // Its place is kept when no refresh runs (hidden then): shown, and read, while one does.
    const checking = await screen.findByTitle("Checking for new listings");
    await vi.waitFor(() => expect(checking).toHaveAttribute("aria-hidden", "false"));
    expect(checking).not.toHaveClass("invisible");
  });

  it("/jobs/location/{location} searches that city", async () => {
    renderPage("/jobs/location/new-york", "/jobs/location/:location");
    expect(screen.getByRole("heading", { level: 1, name: "IT Jobs in New York" })).toBeInTheDocument();
    expect(screen.getByLabelText("Location")).toHaveValue("New York");
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ location: "New York", country: "us" }));
  });

  it("keeps the order in the address and the API query; relevance, the default, in neither", async () => {
    const router = renderPage("/jobs?keyword=Go&location=&country=us&page=2");
    await screen.findByRole("heading", { name: /Found 1 Go job/ });
    const sort = screen.getByLabelText("Sort by");
    expect(sort).toHaveValue("relevance");
    expect(lastQuery()).not.toHaveProperty("sort");
    await userEvent.selectOptions(sort, "newest");
    expect(router.state.location.search).toBe("?keyword=Go&location=&country=us&sort=newest");
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ sort: "newest", page: "1" }));
    await userEvent.selectOptions(await screen.findByLabelText("Sort by"), "relevance");
    expect(router.state.location.search).toBe("?keyword=Go&location=&country=us");
  });

  it("says which keyword it searched instead, and 'Search instead for' searches the words as typed", async () => {
    fetchMock.mockImplementation(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === "/api/jobs/facets") return jsonResponse(makeFacets());
      const exact = url.searchParams.get("exact") === "true";
      return jsonResponse({
        jobs: exact ? [] : [makeJob({ title: "Python Developer" })],
        total: exact ? 0 : 1,
        page: 1,
        pages: exact ? 0 : 1,
        page_size: 50,
        corrected_keyword: exact ? null : "python",
        relaxed: null,
        query: { keyword: "pyhton", location: "", country: "us" },
        sources: [],
        refreshing: false,
      });
    });
    const router = renderPage("/jobs?keyword=pyhton&location=&country=us");
    expect(await screen.findByRole("heading", { name: "Found 1 python job" })).toBeInTheDocument();
    // The notice's code loads when a search needs one.
    expect(await screen.findByRole("status")).toHaveTextContent("Showing results for python");
    await userEvent.click(screen.getByRole("link", { name: "pyhton" }));
    expect(router.state.location.search).toBe("?keyword=pyhton&location=&country=us&exact=true");
    expect(await screen.findByRole("heading", { name: "No Jobs Found" })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ keyword: "pyhton", exact: "true" });
  });

  it("a relaxed search says what it left out, and its count names what it lists", async () => {
    fetchMock.mockImplementation(async (request) =>
      jsonResponse(
        new URL(request.url).pathname === "/api/jobs/facets"
          ? makeFacets()
          : {
              jobs: [makeJob({ title: "Remote DevOps Engineer", remote: true })],
              total: 1,
              page: 1,
              pages: 1,
              page_size: 50,
              corrected_keyword: null,
              relaxed: { location: "Boise, ID", remote_instead: true, dropped_words: [] },
              query: { keyword: "DevOps", location: "Boise, ID", country: "us" },
              sources: [],
              refreshing: false,
            },
      ),
    );
    renderPage("/jobs?keyword=DevOps&location=Boise%2C+ID&country=us");
    expect(await screen.findByRole("heading", { name: "Found 1 remote DevOps job" })).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent(
      'No jobs matched "DevOps" in Boise, ID, showing remote jobs instead',
    );
    expect(screen.queryByText("No Jobs Found")).toBeNull();
  });
});
