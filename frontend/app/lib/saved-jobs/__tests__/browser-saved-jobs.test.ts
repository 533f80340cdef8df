import { describe, expect, it } from "vitest";
import {
  addBrowserSaved,
  BROWSER_SAVED_KEY,
  BROWSER_SAVED_LIMIT,
  BrowserListFull,
  clearBrowserSaved,
  readBrowserSaved,
  removeBrowserSaved,
} from "../browser-saved-jobs";

import { savableJob as job } from "./savable-job";

describe("the browser's saved jobs", () => {
  it("keeps the newest first with the card it shows and when it was saved", () => {
    addBrowserSaved(job(1), new Date("2026-11-01T10:00:00Z"));
    addBrowserSaved(job(2), new Date("2026-11-02T10:00:00Z"));
    const kept = readBrowserSaved();
    expect(kept.map((saved) => saved.id)).toEqual(["adzuna-2", "adzuna-1"]);
    expect(kept[1]).toEqual({ ...job(1), saved_at: "2026-11-01T10:00:00.000Z" });
  });

  it("keeps a job once, in its first place", () => {
    addBrowserSaved(job(1));
    addBrowserSaved(job(2));
    addBrowserSaved(job(1));
    expect(readBrowserSaved().map((saved) => saved.id)).toEqual(["adzuna-2", "adzuna-1"]);
  });

  it("removes a job and forgets the key when the list is empty", () => {
    addBrowserSaved(job(1));
    addBrowserSaved(job(2));
    removeBrowserSaved("adzuna-1");
    expect(readBrowserSaved().map((saved) => saved.id)).toEqual(["adzuna-2"]);
    removeBrowserSaved("adzuna-2");
    expect(localStorage.getItem(BROWSER_SAVED_KEY)).toBeNull();
  });

  it("refuses one more than the limit with a message that says what to do", () => {
    localStorage.setItem(
      BROWSER_SAVED_KEY,
      JSON.stringify(Array.from({ length: BROWSER_SAVED_LIMIT }, (_, n) => ({ ...job(n), saved_at: "" }))),
    );
    expect(() => addBrowserSaved(job(1000))).toThrow(BrowserListFull);
    expect(() => addBrowserSaved(job(1000))).toThrow("Sign in to save more");
    expect(readBrowserSaved()).toHaveLength(BROWSER_SAVED_LIMIT);
  });

  it("reads nothing it did not write: broken JSON, other shapes, bad ids and foreign paths", () => {
    localStorage.setItem(BROWSER_SAVED_KEY, "{not json");
    expect(readBrowserSaved()).toEqual([]);
    localStorage.setItem(BROWSER_SAVED_KEY, JSON.stringify({ id: "adzuna-1" }));
    expect(readBrowserSaved()).toEqual([]);
    localStorage.setItem(
      BROWSER_SAVED_KEY,
      JSON.stringify([
        null,
        "adzuna-1",
        { ...job(1), id: "<script>" },
        { ...job(2), path: "https://evil.example/jobs/x" },
        { ...job(3), title: 42 },
        { ...job(3) },
      ]),
    );
    expect(readBrowserSaved()).toEqual([{ ...job(3), title: "Saved job", saved_at: "" }]);
  });

  it("is cleared after the merge at sign-in", () => {
    addBrowserSaved(job(1));
    clearBrowserSaved();
    expect(readBrowserSaved()).toEqual([]);
  });
});
