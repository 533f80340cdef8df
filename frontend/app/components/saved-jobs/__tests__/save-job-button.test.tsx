import { act, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { savableJob as job } from "~/lib/saved-jobs/__tests__/savable-job";

/** The button with a fresh store (its state is per page), a visitor signed out, and the sync stubbed. */
async function load() {
  vi.resetModules();
  vi.doMock("~/lib/queries/session", () => ({ useAccount: () => ({ account: null, isPending: false }) }));
  const loadSavedIds = vi.fn(async () => {});
  vi.doMock("~/lib/saved-jobs/saved-jobs-sync", () => ({ loadSavedIds, toggleSaved: vi.fn() }));
  const store = await import("~/lib/saved-jobs/saved-jobs-store");
  const { SaveJobButton } = await import("../save-job-button");
  return { store, SaveJobButton, loadSavedIds };
}

afterEach(() => {
  vi.doUnmock("~/lib/queries/session");
  vi.doUnmock("~/lib/saved-jobs/saved-jobs-sync");
});

describe("SaveJobButton on a page of cards", () => {
  it("asks for the saved ids once, however many cards the page has", async () => {
    const { store, SaveJobButton, loadSavedIds } = await load();
    localStorage.setItem(store.BROWSER_SAVED_KEY, "[]");
    render(
      <div>
        {Array.from({ length: 20 }, (_, n) => job(n)).map((each) => (
          <SaveJobButton key={each.id} job={each} />
        ))}
      </div>,
    );
    await vi.waitFor(() => expect(loadSavedIds).toHaveBeenCalled());
    expect(loadSavedIds.mock.calls).toEqual([["browser"]]);
  });

  it("loads no saving code for a visitor who has saved nothing, until another tab saves", async () => {
    const { store, SaveJobButton, loadSavedIds } = await load();
    render(<SaveJobButton job={job(1)} />);
    expect(store.savedState()).toEqual({ owner: "browser", loaded: true, ids: new Set() });
    expect(loadSavedIds).not.toHaveBeenCalled();
    localStorage.setItem(store.BROWSER_SAVED_KEY, "[]");
    window.dispatchEvent(new StorageEvent("storage", { key: store.BROWSER_SAVED_KEY }));
    await vi.waitFor(() => expect(loadSavedIds.mock.calls).toEqual([["browser"]]));
  });

  it("re-renders only the card whose answer changed when the ids arrive", async () => {
    const { store, SaveJobButton } = await load();
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    render(
      <div>
        {[1, 2, 3].map((n) => (
          <Profiler key={n} id={`card-${n}`} onRender={count}>
            <SaveJobButton job={job(n)} />
          </Profiler>
        ))}
      </div>,
    );
    renders.clear();
    act(() => store.setSavedState({ owner: "browser", loaded: true, ids: new Set(["adzuna-2"]) }));
    expect([...renders.keys()]).toEqual(["card-2"]);
    expect(screen.getByRole("button", { name: "Saved: Job 2" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Save job: Job 1" })).toHaveAttribute("aria-pressed", "false");
  });
});
