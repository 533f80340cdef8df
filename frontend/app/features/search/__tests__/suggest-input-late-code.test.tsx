import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { jsonResponse } from "~/features/jobs/__tests__/job-factory";
import { JobSearchForm } from "../components/job-search-form";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { default: createClient } = await import("openapi-fetch");
  return {
    api: createClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

// The list's code, held back until the test lets it arrive: as on a slow connection, where the
// seeker's first letters come before it.
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { ready, open: () => open() };
});
vi.mock("../components/suggestion-list", async (importOriginal) => {
  await gate.ready;
  return importOriginal();
});

it("letters typed before the suggestions' code arrived are asked for once it has", async () => {
  fetchMock.mockImplementation(async () =>
    jsonResponse({ suggestions: [{ text: "DevOps Engineer", kind: "title", count: 153 }] }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobSearchForm initial={{ keyword: "", location: "", country: "us" }} onSearch={vi.fn()} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Job title"), "devo");
  expect(fetchMock).not.toHaveBeenCalled(); // no code to ask with yet
  gate.open();
  expect(await screen.findByRole("listbox", { name: "Suggested titles and skills" })).toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([request]) => new URL(request.url).searchParams.get("q"))).toEqual([
    "devo",
  ]);
});
