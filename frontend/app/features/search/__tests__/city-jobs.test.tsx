import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeJob } from "~/test/job-factory";
import { jsonResponse } from "~/test/json-response";
import { CityJobs } from "../components/city-jobs";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { default: createClient } = await import("openapi-fetch");
  return {
    api: createClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

const empty = {
  jobs: [],
  total: 0,
  page: 1,
  pages: 0,
  page_size: 50,
  query: {},
  sources: [],
  refreshing: false,
};

function renderCity(city: string, path = "/", defaultKeyword?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={client}>
      <CityJobs
        city={city}
        kind="it-jobs"
        defaultKeyword={defaultKeyword}
        renderJob={(job) => <p>{job.title}</p>}
        renderSkeleton={() => <div />}
      />
    </QueryClientProvider>
  );
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const lastQuery = () =>
  Object.fromEntries(new URL((fetchMock.mock.lastCall as [Request])[0].url).searchParams);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(empty));
});

describe("CityJobs", () => {
  it("defaults the keyword to 'IT', which asks for all of the city's jobs", async () => {
    renderCity("Seattle");
    expect(screen.getByLabelText("Keyword")).toHaveValue("IT");
    await screen.findByText("No Jobs Found");
    expect(lastQuery()).toEqual({ location: "Seattle", country: "us", page: "1", page_size: "50" });
  });

  it("searches for the keyword of its address: /developer-jobs-in-austin lists developer jobs", async () => {
    const job = makeJob({ id: "adzuna-1", title: "React Developer" });
    fetchMock.mockImplementation(async () => jsonResponse({ ...empty, jobs: [job], total: 37, pages: 1 }));
    renderCity("Austin", "/", "Developer");
    expect(screen.getByLabelText("Keyword")).toHaveValue("Developer");
    expect(await screen.findByText("Found 37 Developer jobs in Austin")).toBeInTheDocument();
    expect(lastQuery()).toEqual({
      keyword: "Developer",
      location: "Austin",
      country: "us",
      page: "1",
      page_size: "50",
    });
  });

  it("searches another keyword in the same city, through the address", async () => {
    const router = renderCity("Seattle");
    const field = screen.getByLabelText("Keyword");
    await userEvent.clear(field);
    await userEvent.type(field, "Python{Enter}");
    expect(router.state.location.search).toBe("?keyword=Python");
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ keyword: "Python", location: "Seattle" }));
  });

  it("lists the other cities when nothing is found", async () => {
    renderCity("Seattle");
    await screen.findByText("No Jobs Found");
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      "/it-jobs-in-san-francisco",
      "/it-jobs-in-los-angeles",
      "/it-jobs-in-austin",
      "/jobs",
    ]);
  });
});
