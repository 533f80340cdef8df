import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Category } from "~/content/types";
import { CategoryJobs } from "../components/category-jobs";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

const category: Category = {
  slug: "devops",
  name: "DevOps",
  description: "",
  related_keywords: ["devops engineer", "site reliability engineer"],
  skills: [],
  guides: [],
  highlights: [],
  career_path: [],
  related: [],
  jobs_keyword: "devops engineer OR site reliability engineer",
  is_fallback: false,
};

function job(overrides: Record<string, unknown>) {
  return {
    id: "direct-1",
    path: "/jobs/x-direct-1",
    title: "SRE",
    company_name: "Acme",
    location: "Austin",
    snippet: "Run it.",
    source: "Direct",
    seen_on: [{ source: "Direct", publisher: "IT Jobs Info" }],
    first_seen: "2026-10-01T10:00:00Z",
    ...overrides,
  };
}

function renderJobs() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: <CategoryJobs category={category} /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function respondWith(body: unknown, status = 200) {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  return fetchMock;
}

afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

describe("CategoryJobs", () => {
  it("shows 4 placeholders, then the cards with the default snippet", async () => {
    const fetchMock = respondWith({
      jobs: [
        job({ snippet: "", employment_type: "FULL_TIME" }),
        job({ id: "direct-2", title: "Ops", location: "" }),
      ],
    });
    renderJobs();
    expect(screen.getAllByTestId("category-job-placeholder")).toHaveLength(4);
    const cards = await screen.findAllByTestId("category-job-card");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("Acme");
    expect(cards[0]).toHaveTextContent("Full-time");
    expect(cards[0]).toHaveTextContent("View job details for more information");
    expect(cards[1]).not.toHaveTextContent("Full-time");
    const url = new URL(fetchMock.mock.calls[0]?.[0].url ?? "");
    expect(url.searchParams.get("keyword")).toBe("devops engineer OR site reliability engineer");
    expect(url.searchParams.get("page")).toBe("1");
    expect(url.searchParams.get("page_size")).toBe("8");
  });

  it("labels each job with its own type, and none when the source does not say", async () => {
    respondWith({
      jobs: [
        job({ id: "a", employment_type: "PART_TIME" }),
        job({ id: "b", employment_type: "CONTRACTOR" }),
        job({ id: "c", employment_type: null }),
      ],
    });
    renderJobs();
    const cards = await screen.findAllByTestId("category-job-card");
    expect(cards[0]).toHaveTextContent("Part-time");
    expect(cards[1]).toHaveTextContent("Contract");
    for (const card of cards) expect(card).not.toHaveTextContent("Full-time");
  });

  it("never shows 'Company' as an employer's name", async () => {
    respondWith({ jobs: [job({ company_name: null })] });
    renderJobs();
    const [card] = await screen.findAllByTestId("category-job-card");
    expect(card).toHaveTextContent("Company not specified");
  });

  it("turns a failed search into the empty state and logs it", async () => {
    respondWith({ detail: "boom" }, 500);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderJobs();
    expect(
      await screen.findByText("No jobs found for this category. Try browsing all jobs instead."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Browse All Jobs" })).toHaveAttribute("href", "/jobs");
    expect(log).toHaveBeenCalledWith("Error fetching category jobs", expect.anything());
  });
});
