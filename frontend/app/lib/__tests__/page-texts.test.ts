import { describe, expect, it } from "vitest";
import { CITY_GUIDE_TITLE, CITY_PAGE_TITLE, fillText, JOBS_IN_LOCATION, SEARCH_SCREENS } from "../page-texts";

describe("page texts", () => {
  it("fills in the city, kind and product like the server's str.format", () => {
    expect(fillText(JOBS_IN_LOCATION.title, { city: "Austin" })).toBe("IT Jobs in Austin");
    expect(fillText(CITY_PAGE_TITLE, { kind: "Developer Jobs", city: "New York" })).toBe(
      "Developer Jobs in New York",
    );
    expect(fillText(CITY_GUIDE_TITLE, { city: "Seattle", product: "IT Jobs" })).toBe("Seattle IT Jobs Guide");
  });

  it("leaves a placeholder it has no value for", () => {
    expect(fillText("{city} and {other}", { city: "Boston" })).toBe("Boston and {other}");
  });

  it("gives the search pages their headings and fixed keywords", () => {
    expect(SEARCH_SCREENS["/jobs"]).toMatchObject({ title: "Search IT Jobs", keyword: "" });
    expect(SEARCH_SCREENS["/software-engineer-jobs"]).toMatchObject({ keyword: "Software Engineer" });
    expect(SEARCH_SCREENS["/programmer-jobs"]).toMatchObject({
      title: "Programmer Jobs",
      keyword: "Programmer",
    });
  });
});
