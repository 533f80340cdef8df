import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeJob } from "~/features/jobs/__tests__/job-factory";

const jobs = Array.from({ length: 50 }, (_, index) =>
  makeJob({ id: `adzuna-${index + 1}`, title: `Job ${index + 1}` }),
);
const renderJob = (job: { title: string }) => <span>{job.title}</span>;
const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const skipped = (item: HTMLElement) => item.classList.contains("offscreen-skipped");

async function freshJobList() {
  vi.resetModules(); // the 'first list of the document' flag lives in the module
  return (await import("../components/job-list")).JobList;
}

describe("JobList", () => {
  beforeEach(() => vi.resetModules());

  it("paints a document's first list in two passes and lets the browser skip cards past the first ones", async () => {
    const JobList = await freshJobList();
    inRouter(<JobList jobs={jobs} renderJob={renderJob} footer={<p>pages</p>} />);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(50));
    const items = screen.getAllByRole("listitem");
    expect(items.slice(0, 3).some(skipped)).toBe(false);
    expect(items.slice(3).every(skipped)).toBe(true);
    expect(screen.getByText("pages")).toBeInTheDocument();
  });

  it("renders a later list (Back from a job) whole, with every card laid out, so the scroll position can be restored", async () => {
    const JobList = await freshJobList();
    const first = inRouter(<JobList jobs={jobs.slice(0, 5)} renderJob={renderJob} />);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(5));
    first.unmount();

    inRouter(<JobList jobs={jobs} renderJob={renderJob} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(50); // in the first commit, not a second pass
    expect(items.some(skipped)).toBe(false);
  });

  it("on Back puts the opened card where it stood, though the cards above it changed height", async () => {
    const JobList = await freshJobList();
    const list = <JobList jobs={jobs} renderJob={(job) => <Link to="/job">{job.title}</Link>} />;
    const router = createMemoryRouter(
      [
        { path: "/jobs", element: list },
        { path: "/job", element: <p>A job</p> },
      ],
      { initialEntries: ["/jobs"] },
    );
    let top = 300; // where card 10 stands in the viewport (jsdom lays nothing out)
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return DOMRect.fromRect({ y: this.dataset.jobId === "adzuna-10" ? top : 0, height: 200, width: 300 });
    });
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole("link", { name: "Job 10" }));
    expect(await screen.findByText("A job")).toBeInTheDocument();

    top = 340; // the cards above it were placeholders when the seeker left: 40 px taller now
    await act(() => router.navigate(-1));
    await waitFor(() => expect(scrollBy).toHaveBeenCalledWith(0, 40));
    vi.restoreAllMocks();
  });
});
