import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "~/lib/__tests__/render-routes";
import JobDetailPage from "~/routes/job-detail";
import { makeJob, makeJobDetail } from "~/test/job-factory";
import { jsonResponse } from "~/test/json-response";
import type { JobCard, JobDetail } from "../types";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

const GUIDE_INDEX = {
  sections: [
    { slug: "getting-started", title: "Getting Started in Tech", summary: "", bullets: [], icon: "" },
  ],
  categories: [
    {
      slug: "software-development",
      name: "Software Development",
      guides: [{ slug: "how-to-become-a-software-developer", title: "How to Become a Software Developer" }],
    },
  ],
};

function serve({ job, related = [] }: { job?: JobDetail; related?: JobCard[] | "pending" }) {
  fetchMock.mockImplementation(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/content/guides") return jsonResponse(GUIDE_INDEX);
    if (pathname.endsWith("/related")) {
      return related === "pending" ? new Promise<Response>(() => {}) : jsonResponse(related);
    }
    // The server's by-path answer: the job whose id the address ends with.
    const slug = decodeURIComponent(pathname).replace(/^\/api\/jobs\/by-path\//, "");
    if (job && (slug === job.id || slug.endsWith(`-${job.id}`)))
      return jsonResponse(job, job.closed_at ? 410 : 200);
    return jsonResponse({ detail: "Job not found" }, 404);
  });
}

function renderAt(path: string, state?: unknown) {
  return renderRoutes(
    [
      { path: "/jobs/:slug", element: <JobDetailPage /> },
      { path: "/jobs", element: <p>Job list</p> },
    ],
    { pathname: path, state },
  );
}

beforeEach(() => {
  fetchMock.mockReset();
});

describe("job detail page", () => {
  it("shows when the job was first seen, last checked, where it is listed and that it was reposted", async () => {
    const job = makeJobDetail({
      id: "jsearch-5",
      path: "/jobs/senior-python-developer-at-acme-jsearch-5",
      source: "JSearch",
      seen_on: [
        { source: "JSearch", publisher: "LinkedIn" },
        { source: "Adzuna", publisher: null },
      ],
      first_seen: "2026-11-02T10:00:00Z",
      last_seen: "2026-11-21T10:00:00Z",
      reposted_at: "2026-11-15T08:00:00Z",
    });
    serve({ job });
    renderAt(job.path);
    const signals = await screen.findByRole("list", { name: "Listing history" });
    expect(signals).toHaveTextContent("First seen Nov 2, 2026");
    expect(signals).toHaveTextContent("Last checked Nov 21, 2026");
    expect(signals).toHaveTextContent("Listed on 2 sites: LinkedIn, Adzuna");
    expect(signals).toHaveTextContent("Reposted Nov 15, 2026");
    expect(screen.queryByTitle("First seen in the last 24 hours")).not.toBeInTheDocument(); // first seen weeks ago
  });

  it("says a closed job has closed, offers no Apply button and shows similar open jobs", async () => {
    const job = makeJobDetail({
      id: "adzuna-9",
      path: "/jobs/senior-python-developer-at-acme-adzuna-9",
      closed_at: "2026-11-22T09:00:00Z",
      description_is_partial: true, // its 'continues at Adzuna' link would lead nowhere too
    });
    serve({ job, related: [makeJob({ title: "Django Engineer" })] });
    renderAt(job.path);
    const notice = await screen.findByTestId("job-closed");
    expect(notice).toHaveTextContent("This job has closed");
    expect(notice).toHaveTextContent("We saw it close on Nov 22, 2026");
    expect(screen.queryByRole("link", { name: /apply/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Adzuna/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="https://jobs.example/apply/1"]')).toBeNull();
    expect(screen.getByRole("heading", { name: "Similar open jobs" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Pro Tip" })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Django Engineer" })).toBeInTheDocument();
  });

  it("does not call a job closed when no source listed it lately: it says since when, and that it may have closed", async () => {
    const job = makeJobDetail({
      id: "adzuna-10",
      path: "/jobs/senior-python-developer-at-acme-adzuna-10",
      last_seen: "2026-11-19T08:00:00Z",
      closed_at: "2026-11-22T09:00:00Z",
      not_seen_lately: true,
    });
    serve({ job, related: [] });
    renderAt(job.path);
    const notice = await screen.findByTestId("job-closed");
    expect(notice).toHaveTextContent("This job may have closed");
    expect(notice).toHaveTextContent("No source has listed it since Nov 19, 2026");
    expect(notice).not.toHaveTextContent("has closed");
    expect(screen.queryByRole("link", { name: /apply/i })).not.toBeInTheDocument();
  });

  it("loads a shared link from the API and shows every section", async () => {
    const job = makeJobDetail({ id: "adzuna-77", path: "/jobs/senior-python-developer-at-acme-adzuna-77" });
    serve({ job, related: [makeJob({ title: "Django Engineer" })] });
    renderAt(job.path);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Senior Python Developer" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Acme")).toBeInTheDocument();
    expect(screen.getByText("Seattle, Washington")).toBeInTheDocument();
    expect(screen.getByTestId("job-salary")).toHaveTextContent("$120,000 – $150,000 / year");
    expect(screen.getByText("Stated by the employer")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What this job is about" })).toBeInTheDocument();
    expect(await screen.findByText("This is a hands-on technical role.")).toBeInTheDocument();
    expect(screen.getByText("APIs").tagName).toBe("STRONG"); // the sanitized description renders as HTML

    const apply = screen.getByRole("link", { name: /Apply Now/ });
    expect(apply).toHaveAttribute("href", "https://jobs.example/apply/1");
    expect(apply).toHaveAttribute("target", "_blank");
    expect(apply).toHaveAttribute("rel", "noopener noreferrer nofollow");

    expect(screen.getByRole("link", { name: "Python" })).toHaveAttribute("href", "/jobs?keyword=Python");
    expect(screen.getByRole("heading", { name: "Source" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Pro Tip" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "How to Become a Software Developer" })).toHaveAttribute(
      "href",
      "/career-guides/how-to-become-a-software-developer",
    );
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Home", "Jobs", "Senior Python Developer"]);
    expect(await screen.findByRole("link", { name: "Django Engineer" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View More Similar Jobs/ })).toHaveAttribute(
      "href",
      "/jobs?keyword=Senior%20Python%20Developer",
    );
  });

  it("shows one apply action: applying and the original posting are the same address", async () => {
    const job = makeJobDetail({ id: "jsearch-5", seen_on: [{ source: "JSearch", publisher: "LinkedIn" }] });
    job.source = "JSearch";
    serve({ job });
    renderAt(job.path);
    const apply = await screen.findByRole("link", { name: /Apply Now/ });
    expect(apply).toHaveAccessibleName("Apply Now : the original posting on LinkedIn (opens in a new tab)");
    expect(screen.queryByRole("link", { name: /View Original/ })).toBeNull();
    expect(
      screen.getAllByRole("link").filter((link) => link.getAttribute("href") === job.apply_url),
    ).toHaveLength(1);
  });

  it("shows the full description once, not after a snippet of its start", async () => {
    const job = makeJobDetail({ snippet: "We build APIs." });
    serve({ job });
    renderAt(job.path);
    expect(await screen.findByRole("heading", { name: "Full Job Description" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Description Snippet" })).toBeNull();
    expect(screen.getAllByText(/We build/)).toHaveLength(1);
  });

  it("says where a description the source cut short continues", async () => {
    const job = makeJobDetail({
      description_html: "<p>We build payment systems used by millions of people.</p>",
      description_is_partial: true,
      apply_url: "https://www.adzuna.com/land/ad/1",
    });
    serve({ job });
    renderAt(job.path);
    expect(await screen.findByRole("heading", { name: "Description Snippet" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Full Job Description" })).toBeNull();
    expect(screen.getByText(/The full description continues at/)).toHaveTextContent(
      "The full description continues at Adzuna (opens in a new tab).",
    );
    expect(screen.getByRole("link", { name: "Adzuna (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.adzuna.com/land/ad/1",
    );
  });

  it("shows 'No description snippet available.' when the job has no text at all", async () => {
    const job = makeJobDetail({ snippet: "", description_html: "" });
    serve({ job });
    renderAt(job.path);
    expect(await screen.findByText("No description snippet available.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Description Snippet" })).toBeInTheDocument();
  });

  it("shows a deadline only when the source states one", async () => {
    const job = makeJobDetail({ id: "adzuna-90" });
    serve({ job });
    renderAt(job.path);
    expect(await screen.findByText("This is a hands-on technical role.")).toBeInTheDocument();
    expect(screen.queryByText(/Apply by/)).toBeNull();
    expect(screen.queryByText(/Listed here until/)).toBeNull();
  });

  it("shows the deadline a source states, and a direct post's end date as such", async () => {
    const stated = makeJobDetail({ id: "jsearch-91", valid_through: "2026-12-24T00:00:00Z" });
    serve({ job: stated });
    renderAt(stated.path);
    expect(await screen.findByText(/Apply by/)).toHaveTextContent("Apply by Dec 24, 2026");

    const direct = makeJobDetail({ id: "direct-92", listed_until: "2026-12-31T00:00:00Z" });
    direct.source = "Direct";
    serve({ job: direct });
    renderAt(direct.path);
    expect(await screen.findByText(/Listed here until/)).toHaveTextContent("Listed here until Dec 31, 2026");
  });

  it("leads the 'Jobs' breadcrumb back to the visitor's own search", async () => {
    const job = makeJobDetail({ id: "adzuna-93" });
    serve({ job });
    renderAt(job.path, { job, from: "/jobs?keyword=Python&location=Austin&country=us" });
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Jobs" })).toHaveAttribute(
      "href",
      "/jobs?keyword=Python&location=Austin&country=us",
    );
  });

  it("leads the 'Jobs' breadcrumb to /jobs from a shared link", async () => {
    const job = makeJobDetail({ id: "adzuna-94" });
    serve({ job });
    renderAt(job.path, { from: "//evil.example/" });
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Jobs" })).toHaveAttribute("href", "/jobs");
  });

  it("paints from navigation state before the API answers, with a loading state for related jobs", async () => {
    const job = makeJob({
      id: "adzuna-88",
      path: "/jobs/go-dev-at-acme-adzuna-88",
      title: "Go Developer",
      snippet: "",
    });
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderAt(job.path, { job });
    expect(screen.getByRole("heading", { level: 1, name: "Go Developer" })).toBeInTheDocument();
    // The description is still on its way: a loading state, not 'No description snippet available.'
    expect(screen.getByRole("heading", { name: "Description Snippet" })).toBeInTheDocument();
    expect(screen.queryByText("No description snippet available.")).toBeNull();
    expect(screen.getByText("Loading related jobs...")).toBeInTheDocument();
  });

  it("says 'No related jobs found.' when there are none", async () => {
    const job = makeJobDetail({ id: "direct-5", path: "/jobs/go-dev-direct-5" });
    serve({ job, related: [] });
    renderAt(job.path);
    expect(await screen.findByText("No related jobs found.")).toBeInTheDocument();
  });

  it("replaces a non-canonical address with the job's own path", async () => {
    const job = makeJobDetail({
      id: "jsearch-t_-mBq==",
      path: "/jobs/senior-python-developer-at-acme-jsearch-t_-mBq==",
    });
    serve({ job });
    const router = renderAt("/jobs/jsearch-t_-mBq==");
    await screen.findByRole("heading", { level: 1, name: "Senior Python Developer" });
    expect(router.state.location.pathname).toBe(job.path);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows 'Job Details Not Found' for an unknown id, with Back to Jobs", async () => {
    serve({});
    renderAt("/jobs/some-job-adzuna-404");
    expect(await screen.findByRole("heading", { name: "Job Details Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Could not load job details. Please go back to the list.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Jobs/ })).toHaveAttribute("href", "/jobs");
  });

  it("asks the server for the job an address names, in one request", async () => {
    serve({});
    renderAt("/jobs/no-id-here");
    expect(await screen.findByRole("heading", { name: "Job Details Not Found" })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname);
    expect(asked).toEqual(["/api/jobs/by-path/no-id-here"]);
  });

  it("offers no apply link for an address that is not http(s)", async () => {
    const job = makeJobDetail({
      id: "adzuna-99",
      path: "/jobs/x-adzuna-99",
      apply_url: "javascript:alert(1)",
    });
    serve({ job });
    renderAt(job.path);
    expect(
      await screen.findByText("The application link for this job is not available."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Apply Now/ })).toBeNull();
  });
});
