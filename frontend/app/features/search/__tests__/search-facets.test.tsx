import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "~/test/json-response";
import SearchFacets from "../components/search-facets";
import { useSearchState } from "../hooks/use-search-state";
import { makeFacets } from "./facets-factory";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { default: createClient } = await import("openapi-fetch");
  return {
    api: createClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse(makeFacets()));
});

function Facets({ enabled }: { enabled: boolean }) {
  const { state, hrefFor } = useSearchState();
  return (
    <SearchFacets state={state} hrefFor={hrefFor} enabled={enabled} placeholder={<p>Loading counts</p>} />
  );
}

function renderFacets(path: string, enabled = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/jobs", element: <Facets enabled={enabled} /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const group = (name: string) => screen.getByRole("list", { name });
const lastFacetsQuery = () =>
  Object.fromEntries(new URL((fetchMock.mock.lastCall as [Request])[0].url).searchParams);

describe("SearchFacets", () => {
  it("asks nothing until the search has answered", () => {
    renderFacets("/jobs?keyword=Go&location=&country=us", false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists each group's values with their counts, leaving out those that would list nothing", async () => {
    renderFacets("/jobs?keyword=Go&location=&country=us&sort=newest&page=2");
    const types = await screen.findByRole("list", { name: "Job type" });
    expect(
      within(types)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Full-time100 jobs", "Contract15 jobs", "Internship5 jobs"]);
    expect(screen.getByRole("link", { name: "Remote 30 jobs" })).toHaveAttribute(
      "href",
      "/jobs?keyword=Go&location=&country=us&remote=true&sort=newest",
    );
    expect(group("City")).toBeInTheDocument();
    expect(
      within(group("Category")).getByRole("link", { name: "Software Development 80 jobs" }),
    ).toHaveAttribute(
      "href",
      "/jobs?keyword=Go&location=&country=us&category=software-development&sort=newest",
    );
    expect(new URL((fetchMock.mock.calls[0] as [Request])[0].url).pathname).toBe("/api/jobs/facets");
    expect(lastFacetsQuery()).toEqual({ keyword: "Go", country: "us" });
  });

  it("leaves out a group with nothing to offer", async () => {
    const none = makeFacets().source.map((value) => ({ ...value, count: 0 }));
    fetchMock.mockResolvedValue(jsonResponse(makeFacets({ source: none })));
    renderFacets("/jobs?keyword=Go&location=&country=us");
    await screen.findByRole("list", { name: "Job type" });
    expect(screen.queryByRole("list", { name: "Source" })).toBeNull();
    expect(screen.queryByText("Source")).toBeNull();
  });

  it("marks the chosen value; choosing it again, or 'Clear', removes it", async () => {
    renderFacets("/jobs?keyword=Go&location=&country=us&employment_type=CONTRACTOR");
    const chosen = await screen.findByRole("link", { name: "Contract 15 jobs" });
    expect(chosen).toHaveAttribute("aria-current", "true");
    expect(chosen).toHaveAttribute("href", "/jobs?keyword=Go&location=&country=us");
    expect(screen.getByRole("link", { name: "Full-time 100 jobs" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Clear Job type" })).toHaveAttribute(
      "href",
      "/jobs?keyword=Go&location=&country=us",
    );
    expect(lastFacetsQuery()).toMatchObject({ employment_type: "CONTRACTOR" });
  });

  it("choosing a value goes to the search with it, and the counts follow", async () => {
    const router = renderFacets("/jobs?keyword=Go&location=&country=us");
    await userEvent.click(await screen.findByRole("link", { name: "Past week 60 jobs" }));
    expect(router.state.location.search).toBe("?keyword=Go&location=&country=us&posted_within_days=7");
    await vi.waitFor(() => expect(lastFacetsQuery()).toMatchObject({ posted_within_days: "7" }));
    expect(await screen.findByRole("link", { name: "Past week 60 jobs" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("a city sets the location; a long group shows its first values until 'Show more'", async () => {
    renderFacets("/jobs?keyword=Go&location=seattle,+wa&country=us");
    const cities = await screen.findByRole("list", { name: "City" });
    expect(within(cities).getAllByRole("link")).toHaveLength(5);
    expect(within(cities).getByRole("link", { name: "Seattle 30 jobs" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(within(cities).getByRole("link", { name: "Austin 40 jobs" })).toHaveAttribute(
      "href",
      "/jobs?keyword=Go&location=Austin%2C+TX&country=us",
    );
    await userEvent.click(screen.getByRole("button", { name: "Show 3 more" }));
    expect(within(cities).getAllByRole("link")).toHaveLength(8);
    expect(screen.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  });

  it("says when the counts cannot be had, and still offers the fixed filters", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(jsonResponse({ detail: "boom" }, 500));
    renderFacets("/jobs?keyword=Go&location=&country=us");
    await vi.advanceTimersByTimeAsync(2000); // one retry, a second later
    vi.useRealTimers();
    expect(await screen.findByText("Counts are unavailable right now.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(within(group("Job type")).getAllByRole("link")).toHaveLength(5);
    expect(screen.getByRole("link", { name: "Remote" })).toHaveAttribute(
      "href",
      "/jobs?keyword=Go&location=&country=us&remote=true",
    );
  });
});
