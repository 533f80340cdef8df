import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "~/test/json-response";

import { savableJob as job } from "./savable-job";

const pathOf = (request: Request) => new URL(request.url).pathname;

type Handler = (request: Request) => Response | Promise<Response>;

/** The modules afresh (their state is per page) and a server answering with `handler`. */
async function load(handler: Handler) {
  vi.resetModules();
  const toast = vi.fn();
  vi.doMock("~/lib/toast-store", () => ({ toast }));
  const requests: Request[] = [];
  const send = async (request: Request) => {
    requests.push(request.clone());
    if (pathOf(request) === "/api/auth/csrf") return jsonResponse({ csrf_token: "t" });
    return handler(request);
  };
  vi.doMock("~/lib/api-client", async () => {
    const { createApiClient } = await import("~/lib/api-fetch");
    return { api: createApiClient({ baseUrl: "http://localhost", fetch: send }) };
  });
  const store = await import("../saved-jobs-store");
  const sync = await import("../saved-jobs-sync");
  const browser = await import("../browser-saved-jobs");
  return { store, sync, browser, toast, requests };
}

afterEach(() => {
  vi.doUnmock("~/lib/api-client");
  vi.doUnmock("~/lib/toast-store");
});

describe("saved jobs for a visitor", () => {
  it("loads the browser's list and saves into it without asking the server", async () => {
    const { store, sync, browser, requests } = await load(() => jsonResponse({}, 500));
    browser.addBrowserSaved(job(1));
    await sync.loadSavedIds("browser");
    expect([...store.savedState().ids]).toEqual(["adzuna-1"]);
    await sync.toggleSaved(job(2));
    expect(store.savedState().ids.has("adzuna-2")).toBe(true);
    expect(browser.readBrowserSaved().map((saved) => saved.id)).toEqual(["adzuna-2", "adzuna-1"]);
    await sync.toggleSaved(job(1));
    expect(browser.readBrowserSaved().map((saved) => saved.id)).toEqual(["adzuna-2"]);
    expect(requests).toEqual([]);
  });

  it("puts the button back and says why when the browser's list is full", async () => {
    const { store, sync, browser, toast } = await load(() => jsonResponse({}, 500));
    for (let n = 0; n < browser.BROWSER_SAVED_LIMIT; n++) browser.addBrowserSaved(job(n));
    await sync.loadSavedIds("browser");
    await sync.toggleSaved(job(999));
    expect(store.savedState().ids.has("adzuna-999")).toBe(false);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Could not save the job",
        description: expect.stringContaining("Sign in"),
      }),
    );
  });
});

describe("saved jobs for an account", () => {
  it("merges the browser's list at sign-in, then clears it", async () => {
    const { store, sync, browser, requests } = await load(async (request) => {
      if (pathOf(request) === "/api/saved-jobs/merge")
        return jsonResponse({ ids: ["adzuna-2", "adzuna-1", "adzuna-7"], added: 2, over_limit: 0 });
      return jsonResponse({}, 404);
    });
    browser.addBrowserSaved(job(1));
    browser.addBrowserSaved(job(2));
    await sync.loadSavedIds("user:5");
    const merge = requests.find((request) => pathOf(request) === "/api/saved-jobs/merge");
    expect(await merge?.json()).toEqual({ job_ids: ["adzuna-2", "adzuna-1"] });
    expect([...store.savedState().ids]).toEqual(["adzuna-2", "adzuna-1", "adzuna-7"]);
    expect(browser.readBrowserSaved()).toEqual([]);
  });

  it("keeps the browser's list when the merge fails, and reads the account's ids", async () => {
    const { store, sync, browser } = await load(async (request) => {
      if (pathOf(request) === "/api/saved-jobs/merge") return jsonResponse({ detail: "down" }, 503);
      return jsonResponse({ ids: ["adzuna-7"], limit: 500 });
    });
    browser.addBrowserSaved(job(1));
    await sync.loadSavedIds("user:5");
    expect([...store.savedState().ids]).toEqual(["adzuna-7"]);
    expect(browser.readBrowserSaved().map((saved) => saved.id)).toEqual(["adzuna-1"]);
  });

  it("saves on the server at once on screen, and undoes it with the server's message on failure", async () => {
    const { store, sync, toast } = await load(async (request) => {
      if (pathOf(request) === "/api/saved-jobs/ids") return jsonResponse({ ids: [], limit: 500 });
      if (request.method === "PUT")
        return jsonResponse({ detail: "You have saved 500 jobs, the most we keep." }, 409);
      return jsonResponse({}, 404);
    });
    await sync.loadSavedIds("user:5");
    const saving = sync.toggleSaved(job(3));
    expect(store.savedState().ids.has("adzuna-3")).toBe(true);
    await saving;
    expect(store.savedState().ids.has("adzuna-3")).toBe(false);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        description: "You have saved 500 jobs, the most we keep.",
        variant: "destructive",
      }),
    );
  });

  it("keeps a click made before the account's ids arrived, and saves once they have", async () => {
    let answer: ((response: Response) => void) | null = null;
    const { store, sync, requests } = await load((request) => {
      if (pathOf(request) === "/api/saved-jobs/ids")
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      return jsonResponse({ saved: true });
    });
    const clicked = sync.toggleSaved(job(4)); // the account is not known yet
    const loading = sync.loadSavedIds("user:5");
    await vi.waitFor(() => expect(answer).not.toBeNull());
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
    (answer as unknown as (response: Response) => void)(jsonResponse({ ids: ["adzuna-1"], limit: 500 }));
    await loading;
    await clicked;
    expect([...store.savedState().ids].sort()).toEqual(["adzuna-1", "adzuna-4"]);
    const put = requests.find((request) => request.method === "PUT");
    expect(pathOf(put as Request)).toBe("/api/saved-jobs/adzuna-4");
  });

  it("unsaves with DELETE for the job's id", async () => {
    const { store, sync, requests } = await load(async (request) => {
      if (pathOf(request) === "/api/saved-jobs/ids")
        return jsonResponse({ ids: ["jsearch-a_b=="], limit: 500 });
      return new Response(null, { status: 204 });
    });
    await sync.loadSavedIds("user:5");
    await sync.toggleSaved({ ...job(1), id: "jsearch-a_b==" });
    expect(store.savedState().ids.size).toBe(0);
    const sent = requests.at(-1);
    expect(sent?.method).toBe("DELETE");
    expect(pathOf(sent as Request)).toBe("/api/saved-jobs/jsearch-a_b%3D%3D");
  });

  it("drops an answer for the account once signed out", async () => {
    let answer: ((response: Response) => void) | null = null;
    const { store, sync } = await load(
      (request) =>
        new Promise<Response>((resolve) => {
          if (pathOf(request) === "/api/saved-jobs/ids") answer = resolve;
        }),
    );
    const loading = sync.loadSavedIds("user:5");
    await vi.waitFor(() => expect(answer).not.toBeNull());
    await sync.loadSavedIds("browser");
    (answer as unknown as (response: Response) => void)(jsonResponse({ ids: ["adzuna-9"], limit: 500 }));
    await loading;
    expect(store.savedState()).toMatchObject({ owner: "browser", loaded: true });
    expect(store.savedState().ids.size).toBe(0);
  });
});
