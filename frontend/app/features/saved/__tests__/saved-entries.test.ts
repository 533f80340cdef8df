import { describe, expect, it } from "vitest";
import { makeJob } from "~/test/job-factory";
import { browserEntries, fromServer, type SavedJobOut } from "../lib/saved-entries";

const kept = (id: string, title: string) => ({
  id,
  title,
  company_name: "Gone Inc",
  location: "Denver, CO",
  path: `/jobs/x-${id}`,
  saved_at: "2026-11-01T10:00:00.000Z",
});

const answer = (job_id: string, open: boolean, title = "Now"): SavedJobOut => ({
  job_id,
  open,
  saved_at: null,
  job: makeJob({ id: job_id, title }),
  similar: open ? [] : [makeJob({ title: "Similar" })],
});

describe("the Saved jobs page's rows", () => {
  it("keep the browser's order, with what the server says of each job now", () => {
    const rows = browserEntries(
      [kept("adzuna-2", "Two"), kept("adzuna-1", "One")],
      [answer("adzuna-1", true, "One, now"), answer("adzuna-2", false)],
    );
    expect(rows.map((row) => [row.jobId, row.open, row.title])).toEqual([
      ["adzuna-2", false, "Now"],
      ["adzuna-1", true, "One, now"],
    ]);
    expect(rows[0]?.similar.map((job) => job.title)).toEqual(["Similar"]);
  });

  it("show a job the server no longer knows as closed, from what the browser kept", () => {
    const [row] = browserEntries([kept("adzuna-9", "Staff Kotlin Engineer")], []);
    expect(row).toMatchObject({
      jobId: "adzuna-9",
      open: false,
      title: "Staff Kotlin Engineer",
      companyName: "Gone Inc",
      card: null,
      similar: [],
    });
  });

  it("keep the saved id on a job that has become another's duplicate, so its button removes it", () => {
    const saved = { ...answer("jsearch-dup==", true), job: makeJob({ id: "adzuna-5" }) };
    expect(fromServer(saved).card?.id).toBe("jsearch-dup==");
    expect(fromServer(saved).path).toBe(saved.job.path);
  });
});
