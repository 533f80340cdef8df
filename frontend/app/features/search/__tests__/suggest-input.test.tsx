import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "~/test/json-response";
import { JobSearchForm } from "../components/job-search-form";
import type { Suggestion } from "../types";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { default: createClient } = await import("openapi-fetch");
  return {
    api: createClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

const TITLES: Suggestion[] = [
  { text: "DevOps Engineer", kind: "title", count: 153 },
  { text: "Senior Developer", kind: "title", count: 90 },
  { text: "Django", kind: "skill", count: 12 },
];
const PLACES: Suggestion[] = [{ text: "Austin, TX", kind: "place", count: 129 }];

// The list's code is imported on first focus; load it once up front so no test waits for it.
beforeAll(async () => {
  await import("../components/suggestion-list");
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (request) => {
    const field = new URL(request.url).searchParams.get("field");
    return jsonResponse({ suggestions: field === "location" ? PLACES : TITLES });
  });
});

function renderForm(initial = { keyword: "", location: "", country: "us" }) {
  const onSearch = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobSearchForm initial={initial} onSearch={onSearch} />
    </QueryClientProvider>,
  );
  return { onSearch, user: userEvent.setup() };
}

const titleBox = () => screen.getByLabelText("Job title");
const asked = () =>
  fetchMock.mock.calls.map(([request]) => Object.fromEntries(new URL(request.url).searchParams));

describe("suggestions as you type", () => {
  it("is a combobox that its label alone names, collapsed until something is typed", async () => {
    const { user } = renderForm({ keyword: "Software Developer", location: "", country: "us" });
    expect(screen.getAllByLabelText("Job title")).toHaveLength(1);
    expect(titleBox()).toHaveRole("combobox");
    expect(titleBox()).toHaveAttribute("aria-expanded", "false");
    await user.click(titleBox()); // focus alone asks nothing, the box's text was not typed
    await user.keyboard("{ArrowDown}");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks after a pause in typing, once, and lists the suggestions", async () => {
    const { user } = renderForm();
    await user.type(titleBox(), "dev");
    const list = await screen.findByRole("listbox", { name: "Suggested titles and skills" });
    expect(asked()).toEqual([{ field: "title", q: "dev", country: "us", limit: "8" }]);
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["DevOps Engineer153 jobs", "Senior Developer90 jobs", "DjangoSkill12 jobs"]);
    expect(titleBox()).toHaveAttribute("aria-expanded", "true");
    expect(titleBox()).toHaveAttribute("aria-controls", list.id);
    expect(screen.getAllByLabelText("Job title")).toHaveLength(1);
    expect(screen.getByText("3 suggestions. Use up and down arrows to choose.")).toBeInTheDocument();
  });

  it("asks nothing for an empty box, and closes when it is emptied", async () => {
    const { user } = renderForm();
    await user.type(titleBox(), "d");
    await screen.findByRole("listbox");
    await user.clear(titleBox());
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await user.type(titleBox(), "   ");
    expect(asked()).toEqual([{ field: "title", q: "d", country: "us", limit: "8" }]);
  });

  it("Down and Up move through the suggestions, round and round; Enter takes one without searching", async () => {
    const { user, onSearch } = renderForm();
    await user.type(titleBox(), "dev");
    await screen.findByRole("listbox");
    const options = () => within(screen.getByRole("listbox")).getAllByRole("option");
    await user.keyboard("{ArrowDown}");
    expect(titleBox()).toHaveAttribute("aria-activedescendant", options()[0]?.id);
    expect(options()[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(titleBox()).toHaveAttribute("aria-activedescendant", options()[0]?.id);
    await user.keyboard("{ArrowUp}");
    expect(titleBox()).toHaveAttribute("aria-activedescendant", options()[2]?.id);
    await user.keyboard("{ArrowUp}{Enter}");
    expect(titleBox()).toHaveValue("Senior Developer");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(titleBox()).toHaveAttribute("aria-expanded", "false");
    expect(titleBox()).not.toHaveAttribute("aria-activedescendant");
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onSearch).toHaveBeenCalledWith({ keyword: "Senior Developer", location: "", country: "us" });
    expect(asked()).toHaveLength(1); // the chosen text is not asked about
  });

  it("Escape closes the list and keeps the text; Down opens it again", async () => {
    const { user } = renderForm();
    await user.type(titleBox(), "dev");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(titleBox()).toHaveValue("dev");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    expect(titleBox()).toHaveAttribute(
      "aria-activedescendant",
      within(screen.getByRole("listbox")).getAllByRole("option")[0]?.id,
    );
  });

  it("Escape while the list is on its way keeps it away", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderForm();
      await user.type(titleBox(), "dev{Escape}");
      await vi.advanceTimersByTimeAsync(1000); // well past the pause that would have asked
      expect(screen.queryByRole("listbox")).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("Tab takes the suggestion moved to and goes on to the location box, which suggests places", async () => {
    const { user } = renderForm();
    await user.type(titleBox(), "dev");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Tab}");
    expect(titleBox()).toHaveValue("DevOps Engineer");
    expect(screen.getByLabelText("Location")).toHaveFocus();
    await user.keyboard("aus");
    const places = await screen.findByRole("listbox", { name: "Suggested places" });
    expect(screen.getAllByLabelText("Location")).toHaveLength(1);
    await user.click(within(places).getAllByRole("option")[0] as HTMLElement);
    expect(screen.getByLabelText("Location")).toHaveValue("Austin, TX");
    expect(screen.getByLabelText("Location")).toHaveFocus();
    expect(asked().at(-1)).toEqual({ field: "location", q: "aus", country: "us", limit: "8" });
  });

  it("leaving the box closes the list", async () => {
    const { user } = renderForm();
    await user.type(titleBox(), "dev");
    await screen.findByRole("listbox");
    await user.click(screen.getByLabelText("Country"));
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});

/** Every answer waits until `release` (a slow phone network); `sent` resolves when one is asked. */
function holdAnswers() {
  const held: Array<() => void> = [];
  let sent: () => void = () => {};
  const asking = new Promise<void>((resolve) => {
    sent = resolve;
  });
  fetchMock.mockImplementation((request) => {
    const field = new URL(request.url).searchParams.get("field");
    sent();
    return new Promise((resolve) => {
      held.push(() => resolve(jsonResponse({ suggestions: field === "location" ? PLACES : TITLES })));
    });
  });
  return {
    asking,
    /** Lets every held answer in and lets React take them in. */
    release: () =>
      act(async () => {
        for (const answer of held.splice(0)) answer();
        await vi.advanceTimersByTimeAsync(50);
      }),
  };
}

describe("an answer that arrives late", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("after Escape does not open the list", async () => {
    const answers = holdAnswers();
    const { user } = renderForm();
    await user.type(titleBox(), "dev");
    await answers.asking;
    await user.keyboard("{Escape}");
    await answers.release();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(titleBox()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}"); // the seeker still can ask for it
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });

  it("after the seeker left the box does not open the list, there or on coming back", async () => {
    const answers = holdAnswers();
    const { user } = renderForm();
    await user.type(titleBox(), "dev");
    await answers.asking;
    await user.click(screen.getByLabelText("Country"));
    await answers.release();
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.click(titleBox());
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("for a text the seeker has typed on from does not open the list; the answer for the box's text does", async () => {
    const answers = holdAnswers();
    const { user } = renderForm();
    await user.type(titleBox(), "dev");
    await answers.asking;
    await user.type(titleBox(), "o");
    await answers.release(); // the answer for 'dev', while the box holds 'devo'
    expect(screen.queryByRole("listbox")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000)); // the pause ends: 'devo' is asked for
    expect(asked().map((query) => query.q)).toEqual(["dev", "devo"]);
    await answers.release();
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });

  it("Enter before the pause ended searches, and no list comes over the results", async () => {
    const { user, onSearch } = renderForm();
    await user.type(titleBox(), "dev{Enter}");
    expect(onSearch).toHaveBeenCalledWith({ keyword: "dev", location: "", country: "us" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaving the box before the pause ended asks nothing, and coming back shows no list", async () => {
    const { user } = renderForm();
    await user.type(titleBox(), "dev{Tab}");
    await vi.advanceTimersByTimeAsync(1000);
    await user.click(titleBox());
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
