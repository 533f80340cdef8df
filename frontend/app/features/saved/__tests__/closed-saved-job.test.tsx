import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeJob } from "~/test/job-factory";
import { renderWithClient } from "~/test/render-with-client";
import { fromServer } from "../lib/saved-entries";

/** The card with its save button's session and sync stubbed: a signed-out visitor. */
async function load() {
  vi.resetModules();
  vi.doMock("~/lib/queries/session", () => ({ useAccount: () => ({ account: null, isPending: false }) }));
  vi.doMock("~/lib/saved-jobs/saved-jobs-sync", () => ({
    loadSavedIds: vi.fn(async () => {}),
    toggleSaved: vi.fn(),
  }));
  return (await import("../components/closed-saved-job")).ClosedSavedJob;
}

afterEach(() => {
  vi.doUnmock("~/lib/queries/session");
  vi.doUnmock("~/lib/saved-jobs/saved-jobs-sync");
});

const saved = (job: ReturnType<typeof makeJob>) =>
  fromServer({ job_id: job.id, saved_at: "2026-11-10T10:00:00Z", open: false, job, similar: [] });

describe("a saved job that left search", () => {
  it("seen to close: 'Closed', no longer accepting applications", async () => {
    const ClosedSavedJob = await load();
    renderWithClient(<ClosedSavedJob entry={saved(makeJob({ closed_at: "2026-11-22T09:00:00Z" }))} />);
    expect(await screen.findByText("Closed")).toBeInTheDocument();
    expect(screen.getByText("This job is no longer accepting applications here.")).toBeInTheDocument();
  });

  it("not seen lately: says so and since when, never 'Closed'", async () => {
    const job = makeJob({
      closed_at: "2026-11-22T09:00:00Z",
      last_seen: "2026-11-19T08:00:00Z",
      not_seen_lately: true,
    });
    const ClosedSavedJob = await load();
    renderWithClient(<ClosedSavedJob entry={saved(job)} />);
    expect(await screen.findByText("Not seen lately")).toBeInTheDocument();
    expect(screen.getByText(/No source has listed it since/)).toHaveTextContent(
      "No source has listed it since Nov 19, 2026, so it may have closed.",
    );
    expect(screen.queryByText("Closed")).not.toBeInTheDocument();
  });
});
