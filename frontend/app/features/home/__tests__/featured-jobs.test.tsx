import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeJob } from "~/test/job-factory";
import { jsonResponse } from "~/test/json-response";
import { FeaturedJobs } from "../components/featured-jobs";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

function renderFeatured() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={client}>
      <FeaturedJobs renderJob={(job) => <article>{job.title}</article>} />
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
}

beforeEach(() => {
  fetchMock.mockReset();
});

describe("FeaturedJobs", () => {
  it("says 'Loading jobs...' and then shows six US jobs", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(Array.from({ length: 7 }, (_, i) => makeJob({ title: `Job ${i}` }))),
    );
    renderFeatured();
    expect(screen.getByText("Loading jobs...")).toBeInTheDocument();
    expect(await screen.findAllByRole("article")).toHaveLength(6);
    const url = new URL((fetchMock.mock.calls[0] as [Request])[0].url);
    expect(`${url.pathname}${url.search}`).toBe("/api/jobs/featured?country=us");
  });

  it("shows the empty state with Browse All Jobs when there are none, or the fetch fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: "down" }, 503));
    renderFeatured();
    expect(await screen.findByRole("heading", { name: "No Jobs Found" })).toBeInTheDocument();
    expect(
      screen.getByText("There are currently no jobs listed. Check back later or browse all jobs."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse All Jobs" })).toHaveAttribute("href", "/jobs");
  });
});
