import { describe, expect, it } from "vitest";
import { nextSearchState } from "../hooks/use-search-state";
import {
  DEFAULT_PRESET,
  feedHref,
  foundSummary,
  parseSearchState,
  toApiQuery,
  toSearchParams,
} from "../lib/search-params";

const parse = (query: string, preset = DEFAULT_PRESET) =>
  parseSearchState(new URLSearchParams(query), preset);

describe("parseSearchState", () => {
  it("uses the fallback search on a bare /jobs", () => {
    expect(parse("")).toMatchObject({
      keyword: "Software Developer",
      location: "US",
      country: "us",
      page: 1,
    });
  });

  it("takes keyword, location and country from the address, leaving missing ones empty", () => {
    expect(parse("location=Seattle&country=us")).toMatchObject({
      keyword: "",
      location: "Seattle",
      country: "us",
    });
    expect(parse("keyword=Remote&country=GB")).toMatchObject({
      keyword: "Remote",
      location: "",
      country: "gb",
    });
  });

  it("fills missing fields from a page preset like /software-engineer-jobs", () => {
    const preset = { keyword: "Software Engineer", location: "", country: "us", onlyWhenBare: false };
    expect(parse("location=Austin", preset)).toMatchObject({
      keyword: "Software Engineer",
      location: "Austin",
    });
  });

  it("reads the filters and ignores nonsense", () => {
    expect(
      parse("remote=true&posted_within_days=7&min_salary=100000&employment_type=FULL_TIME&page=3"),
    ).toMatchObject({
      remote: true,
      postedWithinDays: 7,
      minSalary: 100000,
      employmentType: "FULL_TIME",
      page: 3,
    });
    expect(parse("page=-2&posted_within_days=abc&min_salary=0")).toMatchObject({
      page: 1,
      postedWithinDays: null,
      minSalary: null,
    });
  });
});

describe("toSearchParams and toApiQuery", () => {
  it("round-trips the state through the address", () => {
    const state = parse("keyword=Go&location=Berlin&country=de&remote=true&page=2");
    expect(parse(toSearchParams(state).toString())).toEqual(state);
  });

  it("sends only what is set, with pages of 50", () => {
    expect(toApiQuery(parse("keyword=&location=Seattle&country=us"))).toEqual({
      location: "Seattle",
      country: "us",
      page: 1,
      page_size: 50,
    });
    expect(toApiQuery(parse("keyword=Go&country=us&employment_type=BOGUS&min_salary=90000"))).toEqual({
      keyword: "Go",
      country: "us",
      page: 1,
      page_size: 50,
      min_salary: 90000,
    });
  });
});

describe("sort, exact, source and category", () => {
  it("reads them from the address, ignoring values the API does not know", () => {
    expect(parse("keyword=Go&sort=newest&exact=true&source=jsearch&category=data-science")).toMatchObject({
      sort: "newest",
      exact: true,
      source: "jsearch",
      category: "data-science",
    });
    expect(parse("keyword=Go&sort=cheapest&exact=yes&source=Not a name")).toMatchObject({
      sort: "relevance",
      exact: false,
      source: "",
    });
  });

  it("takes any source name, so a source the server adds needs no change here", () => {
    const state = parse("keyword=Go&source=acme");
    expect(state.source).toBe("acme");
    expect(toApiQuery(state)).toMatchObject({ source: "acme" });
  });

  it("keeps the defaults out of the address and the API query, so the bare /jobs matches its preload", () => {
    const state = parse("");
    expect(toSearchParams(state).toString()).toBe("keyword=Software+Developer&location=US&country=us");
    expect(toApiQuery(state)).toEqual({
      keyword: "Software Developer",
      location: "US",
      country: "us",
      page: 1,
      page_size: 50,
    });
  });

  it("writes a chosen order, exact search and source to both", () => {
    const state = parse("keyword=pyhton&country=us&sort=salary&exact=true&source=direct");
    expect(toSearchParams(state).toString()).toBe(
      "keyword=pyhton&location=&country=us&source=direct&sort=salary&exact=true",
    );
    expect(toApiQuery(state)).toMatchObject({ sort: "salary", exact: true, source: "direct" });
    expect(parse(toSearchParams(state).toString())).toEqual(state);
  });
});

describe("nextSearchState", () => {
  const state = parse("keyword=pyhton&country=us&exact=true&sort=newest&page=4");

  it("starts again at page 1 and keeps the order", () => {
    expect(nextSearchState(state, { remote: true })).toMatchObject({ page: 1, sort: "newest", exact: true });
  });

  it("searches a new keyword with spelling correction again", () => {
    expect(nextSearchState(state, { keyword: "rust" })).toMatchObject({ keyword: "rust", exact: false });
    expect(nextSearchState(state, { keyword: "pyhton", country: "gb" })).toMatchObject({ exact: true });
  });
});

describe("foundSummary", () => {
  it("says 'Found N ... jobs' with thousands separators", () => {
    expect(foundSummary(1234, "Software Developer")).toBe("Found 1,234 Software Developer jobs");
    expect(foundSummary(1, "IT", "New York")).toBe("Found 1 IT job in New York");
    expect(foundSummary(10000, "Developer", "", false)).toBe("Found 10,000+ Developer jobs");
  });
});

describe("feedHref", () => {
  it("keeps the search's words and filters, not its page, size or order", () => {
    const query = toApiQuery(parse("keyword=python dev&location=Austin, TX&remote=true&sort=newest&page=3"));
    const href = new URL(feedHref(query), "https://x.example");
    expect(href.pathname).toBe("/feeds/jobs.atom");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      keyword: "python dev",
      location: "Austin, TX",
      country: "us",
      remote: "true",
    });
  });
});
