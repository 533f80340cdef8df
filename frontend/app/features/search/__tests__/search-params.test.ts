import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRESET,
  foundSummary,
  parseSearchState,
  toApiQuery,
  toSearchParams,
} from "../lib/search-params";

const parse = (query: string, preset = DEFAULT_PRESET) =>
  parseSearchState(new URLSearchParams(query), preset);

describe("parseSearchState", () => {
  it("uses the spec's defaults on a bare /jobs", () => {
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

describe("foundSummary", () => {
  it("says 'Found N ... jobs' with thousands separators", () => {
    expect(foundSummary(1234, "Software Developer")).toBe("Found 1,234 Software Developer jobs");
    expect(foundSummary(1, "IT", "New York")).toBe("Found 1 IT job in New York");
    expect(foundSummary(10000, "Developer", "", false)).toBe("Found 10,000+ Developer jobs");
  });
});
