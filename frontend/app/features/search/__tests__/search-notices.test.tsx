import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SearchNotices } from "../components/search-notices";
import { relaxedMessage, wordsPhrase } from "../lib/relaxed-message";
import { shownSearch, withoutWords } from "../lib/search-notices";
import type { SearchState } from "../lib/search-params";
import type { JobSearchResult } from "../types";

const relaxed = (changes: Partial<NonNullable<JobSearchResult["relaxed"]>>) => ({
  location: null,
  remote_instead: false,
  dropped_words: [],
  ...changes,
});

describe("relaxedMessage", () => {
  it("says it shows remote jobs instead of the place", () => {
    expect(
      relaxedMessage("Rust Developer", "Boise, ID", relaxed({ location: "Boise, ID", remote_instead: true })),
    ).toBe('No jobs matched "Rust Developer" in Boise, ID, showing remote jobs instead');
  });

  it("says it shows jobs in the whole country", () => {
    expect(relaxedMessage("devops", "Boise, ID", relaxed({ location: "Boise, ID" }))).toBe(
      'No jobs matched "devops" in Boise, ID, showing jobs in the whole country',
    );
  });

  it("names the words it left out, with the place it kept or dropped", () => {
    expect(
      relaxedMessage("cobol rockstar developer", "Boise", relaxed({ dropped_words: ["cobol", "rockstar"] })),
    ).toBe(
      'No jobs matched "cobol rockstar developer" in Boise, showing jobs without the words "cobol" and "rockstar"',
    );
    expect(relaxedMessage("java wizard", "", relaxed({ dropped_words: ["wizard"] }))).toBe(
      'No jobs matched "java wizard", showing jobs without the word "wizard"',
    );
    expect(
      relaxedMessage("java wizard", "Boise", relaxed({ location: "Boise", dropped_words: ["wizard"] })),
    ).toBe(
      'No jobs matched "java wizard" in Boise, showing jobs in the whole country without the word "wizard"',
    );
    expect(
      relaxedMessage(
        "java wizard",
        "Boise",
        relaxed({ location: "Boise", remote_instead: true, dropped_words: ["wizard"] }),
      ),
    ).toBe('No jobs matched "java wizard" in Boise, showing remote jobs without the word "wizard" instead');
  });

  it("speaks of the place alone when there was no keyword", () => {
    expect(relaxedMessage("", "Boise", relaxed({ location: "Boise", remote_instead: true }))).toBe(
      "No jobs matched Boise, showing remote jobs instead",
    );
  });

  it("lists three words with commas", () => {
    expect(wordsPhrase(["a", "b", "c"])).toBe('the words "a", "b" and "c"');
  });
});

describe("shownSearch", () => {
  const query = { keyword: "Rust Rockstar", location: "Boise", country: "us" };

  it("names what is listed: the correction, without dropped words, remote or the whole country", () => {
    expect(shownSearch({ corrected_keyword: "python", relaxed: null, query }, "pyhton", "US")).toEqual({
      what: "python",
      where: "US",
    });
    const dropped = relaxed({ dropped_words: ["rockstar"] });
    expect(shownSearch({ relaxed: dropped, query }, "Rust Rockstar", "Boise")).toEqual({
      what: "Rust",
      where: "Boise",
    });
    const remote = relaxed({ location: "Boise", remote_instead: true });
    expect(shownSearch({ relaxed: remote, query }, "Rust", "Boise")).toEqual({
      what: "remote Rust",
      where: "",
    });
    const country = relaxed({ location: "Boise" });
    expect(shownSearch({ relaxed: country, query }, "Rust", "Boise")).toEqual({
      what: "Rust",
      where: "United States",
    });
  });

  it("drops words as typed, whatever their case or punctuation", () => {
    expect(withoutWords("Senior Rockstar, Rust", ["rockstar"])).toBe("Senior Rust");
  });
});

function result(changes: Partial<JobSearchResult>): JobSearchResult {
  return {
    jobs: [],
    total: 3,
    total_exact: true,
    page: 1,
    pages: 1,
    page_size: 50,
    query: { keyword: "pyhton developer", location: "Boise, ID", country: "us" },
    sources: [],
    refreshing: false,
    ...changes,
  };
}

function renderNotices(data: JobSearchResult) {
  const hrefFor = (changes: Partial<SearchState>) =>
    `?${new URLSearchParams(changes as Record<string, string>)}`;
  const router = createMemoryRouter(
    [{ path: "/jobs", element: <SearchNotices result={data} hrefFor={hrefFor} /> }],
    {
      initialEntries: ["/jobs"],
    },
  );
  return render(<RouterProvider router={router} />);
}

describe("SearchNotices", () => {
  it("says nothing for a search that found jobs as typed", () => {
    const { container } = renderNotices(result({}));
    expect(container).toBeEmptyDOMElement();
  });

  it("'Showing results for' the correction, with 'Search instead for' the words as typed", () => {
    renderNotices(result({ corrected_keyword: "python developer" }));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Showing results for python developer");
    expect(status).toHaveTextContent("Search instead for pyhton developer");
    expect(screen.getByRole("link", { name: "pyhton developer" })).toHaveAttribute(
      "href",
      "/jobs?exact=true",
    );
  });

  it("says what a relaxed search left out, with a link to the search it stands for", () => {
    renderNotices(
      result({
        corrected_keyword: "python developer",
        relaxed: relaxed({ location: "Boise, ID", remote_instead: true }),
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      'No jobs matched "python developer" in Boise, ID, showing remote jobs instead',
    );
    expect(screen.getByRole("link", { name: "Search the whole country instead" })).toHaveAttribute(
      "href",
      "/jobs?keyword=python+developer&location=",
    );
  });

  it("offers the keyword without the dropped words", () => {
    renderNotices(
      result({
        query: { keyword: "cobol developer", location: "", country: "us" },
        relaxed: relaxed({ dropped_words: ["cobol"] }),
      }),
    );
    expect(screen.getByRole("link", { name: 'Search for "developer"' })).toHaveAttribute(
      "href",
      "/jobs?keyword=developer",
    );
  });
});
