import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type ReactNode, useDeferredValue, useLayoutEffect } from "react";
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeJob } from "~/test/job-factory";
import type { JobCard } from "../types";

const jobs = Array.from({ length: 50 }, (_, index) =>
  makeJob({ id: `adzuna-${index + 1}`, title: `Job ${index + 1}` }),
);
const renderJob = (job: { title: string }) => <span>{job.title}</span>;
const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const skipped = (item: HTMLElement) => item.classList.contains("offscreen-skipped");

// How many cards the document held when the first card mounted: the size of the list's first commit.
const listedAtFirstMount: number[] = [];
function Probe({ title }: { title: string }) {
  useLayoutEffect(() => {
    if (title === "Job 1") listedAtFirstMount.push(document.querySelectorAll("li").length);
  }, [title]);
  return <span>{title}</span>;
}

type List = typeof import("../components/job-list").JobList;
/** Shows an answer as SearchResults does: through a deferred value, so the list mounts in a deferred render. */
function DeferredResults({ answer, List }: { answer: JobCard[] | null; List: List }) {
  const shown = useDeferredValue(answer);
  return shown ? <List jobs={shown} renderJob={(job) => <Probe title={job.title} />} /> : null;
}

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

  it("commits the first cards on their own when the list mounts inside a deferred render (a city page's results)", async () => {
    const JobList = await freshJobList();
    listedAtFirstMount.length = 0;
    const view = inRouter(<DeferredResults answer={null} List={JobList} />);
    view.rerender(
      <MemoryRouter>
        <DeferredResults answer={jobs} List={JobList} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(50));
    expect(listedAtFirstMount).toEqual([3]);
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
