import { render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeJob } from "~/features/jobs/__tests__/job-factory";

const jobs = Array.from({ length: 50 }, (_, index) =>
  makeJob({ id: `adzuna-${index + 1}`, title: `Job ${index + 1}` }),
);
const renderJob = (job: { title: string }) => <span>{job.title}</span>;
const skipped = (item: HTMLElement) => item.className.includes("[content-visibility:auto]");

async function freshJobList() {
  vi.resetModules(); // the 'first list of the document' flag lives in the module
  return (await import("../components/job-list")).JobList;
}

describe("JobList", () => {
  beforeEach(() => vi.resetModules());

  it("paints a document's first list in two passes and lets the browser skip cards past the first ones", async () => {
    const JobList = await freshJobList();
    render(<JobList jobs={jobs} renderJob={renderJob} footer={<p>pages</p>} />);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(50));
    const items = screen.getAllByRole("listitem");
    expect(items.slice(0, 3).some(skipped)).toBe(false);
    expect(items.slice(3).every(skipped)).toBe(true);
    expect(screen.getByText("pages")).toBeInTheDocument();
    // Then laid out a few per frame, so every card has its real height before one is opened.
    const laidOut = (item: HTMLElement) => item.style.getPropertyValue("content-visibility") === "visible";
    await waitFor(() => expect(items.slice(3).every(laidOut)).toBe(true));
  });

  it("renders a later list (Back from a job) whole, with every card laid out, so the scroll position can be restored", async () => {
    const JobList = await freshJobList();
    const first = render(<JobList jobs={jobs.slice(0, 5)} renderJob={renderJob} />);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(5));
    first.unmount();

    render(<JobList jobs={jobs} renderJob={renderJob} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(50); // in the first commit, not a second pass
    expect(items.some(skipped)).toBe(false);
  });
});
