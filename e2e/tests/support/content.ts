import type { Page, Route } from "@playwright/test";

/** A job card as GET /api/jobs/search returns it (JobCardOut), with overridable fields. */
export function jobCard(overrides: Record<string, unknown> = {}) {
  return {
    id: "direct-1",
    path: "/jobs/devops-engineer-at-acme-direct-1",
    title: "DevOps Engineer",
    company_name: "Acme",
    location: "Seattle, WA",
    city: "Seattle",
    region: "WA",
    country: "us",
    remote: false,
    employment_type: "FULL_TIME",
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    salary_is_estimated: false,
    snippet: "Run our Kubernetes platform.",
    posted_at: "2026-11-01T00:00:00Z",
    source: "Direct",
    seen_on: [{ source: "Direct", publisher: null }],
    is_it_role: true,
    skills: ["Kubernetes"],
    categories: ["devops"],
    ...overrides,
  };
}

export function searchResult(jobs: unknown[], keyword = "") {
  return {
    jobs,
    total: jobs.length,
    page: 1,
    pages: 1,
    page_size: 8,
    query: { keyword, location: "", country: "us" },
    sources: [],
    refreshing: false,
  };
}

/** Answers the category grid's job search; returns the search URLs the page asked for. */
export async function mockJobSearch(page: Page, handler: (route: Route, url: URL) => Promise<void>) {
  const calls: URL[] = [];
  await page.route("**/api/jobs/search?**", async (route) => {
    const url = new URL(route.request().url());
    calls.push(url);
    await handler(route, url);
  });
  return calls;
}
