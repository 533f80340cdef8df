import { describe, expect, it } from "vitest";
import { countLabel, isChosen, shownValues, toFacetsQuery } from "../lib/facets";
import { chosenFilterCount } from "../lib/filters";
import { DEFAULT_PRESET, parseSearchState } from "../lib/search-params";
import { makeFacets } from "./facets-factory";

const parse = (query: string) => parseSearchState(new URLSearchParams(query), DEFAULT_PRESET);

describe("facet rules", () => {
  it("counts the chosen filters, not the search's own fields", () => {
    expect(chosenFilterCount(parse("keyword=Go&location=Austin&country=us"))).toBe(0);
    expect(
      chosenFilterCount(
        parse("keyword=Go&remote=false&employment_type=INTERN&source=direct&category=devops"),
      ),
    ).toBe(4);
  });

  it("a place is chosen however it was typed", () => {
    const state = parse("keyword=Go&location=austin,+tx&country=us");
    expect(isChosen("location", state, "Austin, TX")).toBe(true);
    expect(isChosen("location", state, "Seattle, WA")).toBe(false);
    expect(isChosen("remote", parse("keyword=Go&remote=false"), "false")).toBe(true);
  });

  it("shows values that list jobs, and the chosen one whatever its count", () => {
    const types = makeFacets().employment_type;
    expect(shownValues("employment_type", types, parse("keyword=Go")).map((v) => v.value)).toEqual([
      "FULL_TIME",
      "CONTRACTOR",
      "INTERN",
    ]);
    expect(
      shownValues("employment_type", types, parse("keyword=Go&employment_type=TEMPORARY")).map(
        (v) => v.value,
      ),
    ).toContain("TEMPORARY");
  });

  it("asks the facets for the search's filters, without paging or order", () => {
    expect(
      toFacetsQuery(parse("keyword=Go&country=us&sort=newest&page=3&remote=true&category=devops")),
    ).toEqual({
      keyword: "Go",
      country: "us",
      remote: true,
      category: "devops",
    });
  });

  it("says '+' when the server stopped counting", () => {
    expect(countLabel(12000, { exact: false })).toBe("12,000+");
    expect(countLabel(1234, { exact: true })).toBe("1,234");
  });
});
