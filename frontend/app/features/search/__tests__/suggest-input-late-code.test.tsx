import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { jsonResponse } from "~/test/json-response";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { default: createClient } = await import("openapi-fetch");
  return {
    api: createClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

// The list's code, held back until the test lets it arrive: as on a slow connection, where the
// seeker's first letters (and an Escape, a Tab, an Enter) come before it. Each test loads the
// modules anew with a gate of its own, so the lazy import waits every time.
const gate = { open: () => {} };

beforeEach(() => {
  const ready = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  vi.resetModules();
  vi.doMock("../components/suggestion-list", async (importOriginal) => {
    await ready;
    return importOriginal();
  });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    jsonResponse({ suggestions: [{ text: "DevOps Engineer", kind: "title", count: 153 }] }),
  );
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

async function renderForm() {
  const { JobSearchForm } = await import("../components/job-search-form");
  const onSearch = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobSearchForm initial={{ keyword: "", location: "", country: "us" }} onSearch={onSearch} />
    </QueryClientProvider>,
  );
  return { onSearch, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** Lets the list's code arrive (the list's live region is there), then time pass well beyond the pause. */
async function codeArrives() {
  gate.open();
  await waitFor(() => expect(document.querySelector("[aria-live]")).not.toBeNull());
  await act(() => vi.advanceTimersByTimeAsync(1000));
}

const titleBox = () => screen.getByLabelText("Job title");

it("letters typed before the suggestions' code arrived are asked for once it has", async () => {
  const { user } = await renderForm();
  await user.type(titleBox(), "devo");
  expect(fetchMock).not.toHaveBeenCalled(); // no code to ask with yet
  await codeArrives();
  expect(await screen.findByRole("listbox", { name: "Suggested titles and skills" })).toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([request]) => new URL(request.url).searchParams.get("q"))).toEqual([
    "devo",
  ]);
});

it("Escape before the code arrived keeps the list away once it has", async () => {
  const { user } = await renderForm();
  await user.type(titleBox(), "Data Engineer{Escape}");
  await codeArrives();
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
  await user.type(titleBox(), "s"); // typing on asks again
  expect(await screen.findByRole("listbox")).toBeInTheDocument();
});

it("Enter before the code arrived searches, and no list comes over the results", async () => {
  const { user, onSearch } = await renderForm();
  await user.type(titleBox(), "dev{Enter}");
  expect(onSearch).toHaveBeenCalledOnce();
  await codeArrives();
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("leaving the box before the code arrived asks nothing, and coming back shows no list", async () => {
  const { user } = await renderForm();
  await user.type(titleBox(), "dev");
  await user.click(screen.getByLabelText("Country"));
  await codeArrives();
  await user.click(titleBox());
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});
