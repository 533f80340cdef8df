import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { stubLayoutApis } from "~/components/ui/__tests__/dom-stubs";
import { makeJob } from "~/test/job-factory";
import { JobCard } from "../components/job-card";

beforeAll(stubLayoutApis);

function Detail() {
  const { state } = useLocation();
  return <p data-testid="state">{(state as { job?: { id: string } } | null)?.job?.id ?? "none"}</p>;
}

function renderCard(job = makeJob(), variant?: "search" | "salary") {
  const router = createMemoryRouter([
    { path: "/", element: <JobCard job={job} variant={variant} /> },
    { path: "/jobs/:slug", element: <Detail /> },
  ]);
  // The card's save button asks who is signed in (the session query).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("JobCard", () => {
  it("says 'New' for a job first seen within a day and 'Listed on N sites' for two or more", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T12:00:00Z"), toFake: ["Date"] });
    try {
      renderCard(
        makeJob({
          first_seen: "2026-11-28T02:00:00Z",
          posted_at: "2026-11-27T20:00:00Z",
          seen_on: [
            { source: "JSearch", publisher: "LinkedIn" },
            { source: "Adzuna", publisher: null },
          ],
        }),
      );
      expect(screen.getByTitle("First seen in the last 24 hours")).toHaveTextContent("New");
      expect(screen.getByText("Listed on 2 sites")).toBeInTheDocument();
      expect(screen.getByText("Listed on 2 sites")).toHaveAttribute("title", "LinkedIn, Adzuna");
    } finally {
      vi.useRealTimers();
    }
  });

  it("stays quiet for an older job seen on one site", () => {
    renderCard(makeJob({ first_seen: "2026-10-01T02:00:00Z" }));
    expect(screen.queryByTitle("First seen in the last 24 hours")).not.toBeInTheDocument();
    expect(screen.queryByText(/^Listed on/)).not.toBeInTheDocument();
  });

  it("links the title to the job's page and passes the job along", async () => {
    const job = makeJob({ id: "jsearch-a_b-c==", path: "/jobs/go-dev-at-acme-jsearch-a_b-c==" });
    const router = renderCard(job);
    await userEvent.click(screen.getByRole("link", { name: "Senior Python Developer" }));
    expect(router.state.location.pathname).toBe(job.path);
    expect(screen.getByTestId("state")).toHaveTextContent("jsearch-a_b-c==");
  });

  it("has a save toggle named for the job, not pressed while nothing is saved", () => {
    renderCard(makeJob({ title: "Go Developer" }));
    expect(screen.getByRole("button", { name: "Save job: Go Developer" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("shows company, source, snippet, posted date, salary and View Details", () => {
    renderCard(makeJob({ company_name: null, source: "JSearch" }));
    expect(screen.getByText("Company not specified")).toBeInTheDocument();
    expect(screen.getByText("JSearch")).toBeInTheDocument();
    expect(screen.getByText("Build APIs in Python and Django for our platform team.")).toBeInTheDocument();
    expect(screen.getByText(/^Posted /)).toBeInTheDocument();
    expect(screen.getByText("$120,000 – $150,000 / year")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/jobs\//),
    );
  });

  it("names each card's links and help for a screen reader without laying out hidden text", () => {
    renderCard(makeJob({ title: "Go Developer", is_it_role: true }));
    expect(screen.getByRole("link", { name: "View Details for Go Developer" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "IT Role" })).toHaveAccessibleDescription(/^Verified IT role/);
    expect(screen.getByTestId("job-card").querySelector(".sr-only")).toBeNull(); // 50 a page: no text laid out off-screen
  });

  it("marks an estimated salary as the job page does, and a stated one not at all", () => {
    renderCard(makeJob({ salary_is_estimated: true }));
    const salary = screen.getByText("$120,000 – $150,000 / year").closest("li");
    expect(salary).toHaveTextContent("(estimated by the job source)");
    expect(screen.getByTestId("salary-estimated")).toHaveAttribute("title", "Estimated by the job source");
  });

  it("says nothing about the origin of a salary the employer stated", () => {
    renderCard(makeJob({ salary_is_estimated: false }));
    expect(screen.queryByTestId("salary-estimated")).toBeNull();
  });

  it("the salary variant says 'Salary not specified' when there is none", () => {
    renderCard(makeJob({ salary_min: null, salary_max: null }), "salary");
    expect(screen.getByText("Salary not specified")).toBeInTheDocument();
  });

  it("explains the IT-role badge on hover, after 700 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderCard();
      const badge = screen.getByRole("button", { name: "IT Role" });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.hover(badge);
      await act(async () => {
        vi.advanceTimersByTime(500);
      });
      expect(screen.queryByRole("tooltip")).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(300);
      });
      // The help's bubble loads with the first one opened.
      expect(await screen.findByRole("tooltip")).toHaveTextContent(/Verified IT role/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("JobCard company link", () => {
  it("links the company to its page, loaded as a document", () => {
    renderCard(makeJob({ company_name: "ACME, Inc", company_slug: "acme" }));
    const link = screen.getByRole("link", { name: "ACME, Inc" });
    expect(link).toHaveAttribute("href", "/companies/acme");
  });

  it("leaves a job without a company page unlinked", () => {
    renderCard(makeJob({ company_name: "Inc.", company_slug: null }));
    expect(screen.getByText("Inc.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Inc." })).toBeNull();
    renderCard(makeJob({ company_name: null, company_slug: "acme" }));
    expect(screen.queryByRole("link", { name: "Company not specified" })).toBeNull();
  });
});
