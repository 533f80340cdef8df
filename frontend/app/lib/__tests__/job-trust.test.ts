import { describe, expect, it } from "vitest";
import { isNewJob, listedOnLabel, listedOnSites } from "../job-trust";

const NOW = new Date("2026-11-28T12:00:00Z");
const seen = (
  first_seen: string | null,
  more: { posted_at?: string; reposted_at?: string; closed_at?: string } = {},
) => ({
  first_seen,
  posted_at: more.posted_at ?? null,
  reposted_at: more.reposted_at ?? null,
  closed_at: more.closed_at ?? null,
});

describe("isNewJob", () => {
  it("is new for 24 hours after a source first listed the job, counted from now", () => {
    expect(isNewJob(seen("2026-11-28T11:59:00Z"), NOW)).toBe(true);
    expect(isNewJob(seen("2026-11-27T12:00:01Z"), NOW)).toBe(true);
    expect(isNewJob(seen("2026-11-27T12:00:00Z"), NOW)).toBe(false);
    // The same card, read a day later (an answer cached meanwhile), is no longer new.
    expect(isNewJob(seen("2026-11-28T11:59:00Z"), new Date("2026-11-29T12:00:00Z"))).toBe(false);
  });

  it("is not new when its source says it was posted before the last 24 hours", () => {
    expect(isNewJob(seen("2026-11-28T10:00:00Z", { posted_at: "2026-11-28T06:00:00Z" }), NOW)).toBe(true);
    expect(isNewJob(seen("2026-11-28T10:00:00Z", { posted_at: "2026-11-20T06:00:00Z" }), NOW)).toBe(false);
  });

  it("is never new for a repost, a closed job, or a job without the timestamp", () => {
    expect(isNewJob(seen("2026-11-28T10:00:00Z", { reposted_at: "2026-11-28T10:00:00Z" }), NOW)).toBe(false);
    expect(isNewJob(seen("2026-11-28T10:00:00Z", { closed_at: "2026-11-28T11:00:00Z" }), NOW)).toBe(false);
    expect(isNewJob(seen(null), NOW)).toBe(false); // a saved card kept from before the field existed
    expect(isNewJob(seen("not a date"), NOW)).toBe(false);
  });
});

describe("listed on", () => {
  it("names each site once, by publisher, else by source, and says nothing for one site", () => {
    const job = {
      source: "JSearch" as const,
      seen_on: [
        { source: "JSearch" as const, publisher: "LinkedIn" },
        { source: "JSearch" as const, publisher: "Indeed" },
        { source: "Adzuna" as const, publisher: null },
        { source: "Adzuna" as const, publisher: null },
      ],
    };
    expect(listedOnSites(job)).toEqual(["LinkedIn", "Indeed", "Adzuna"]);
    expect(listedOnLabel(job)).toBe("Listed on 3 sites");
    expect(listedOnLabel({ source: "Adzuna", seen_on: [{ source: "Adzuna", publisher: null }] })).toBeNull();
    expect(listedOnSites({ source: "Direct", seen_on: [] })).toEqual(["Direct"]);
  });
});
