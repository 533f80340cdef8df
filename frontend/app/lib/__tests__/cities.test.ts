import { describe, expect, it } from "vitest";
import cityPages from "~/content/generated/city-pages.json";
import { cityNameFromSlug, parseCityPageSlug } from "../cities";

describe("cityNameFromSlug", () => {
  it("turns dashes into spaces and capitalises words", () => {
    expect(cityNameFromSlug("san-francisco")).toBe("San Francisco");
    expect(cityNameFromSlug("LOS-ANGELES")).toBe("Los Angeles");
  });

  it("reads nyc as New York", () => {
    expect(cityNameFromSlug("nyc")).toBe("New York");
  });

  it("agrees with the backend's rule on every city the content export names", () => {
    const named = [
      ...Object.entries(cityPages.guidePages),
      ...cityPages.otherCities.map((c) => [c.slug, c.name]),
    ];
    expect(named.length).toBeGreaterThan(5);
    for (const [slug, name] of named) expect(cityNameFromSlug(slug as string)).toBe(name);
  });
});

describe("parseCityPageSlug", () => {
  it("recognises the three city page kinds", () => {
    expect(parseCityPageSlug("it-jobs-in-seattle", "it-jobs")).toEqual({
      kind: "it-jobs",
      city: "Seattle",
      keyword: "IT",
    });
    expect(parseCityPageSlug("developer-jobs-in-nyc", "it-jobs")).toEqual({
      kind: "developer-jobs",
      city: "New York",
      keyword: "Developer",
    });
    expect(parseCityPageSlug("programmer-jobs-in-austin", "it-jobs")?.city).toBe("Austin");
  });

  it("searches for the keyword of the path: developer pages list developer jobs", () => {
    expect(parseCityPageSlug("developer-jobs-in-austin", "it-jobs")?.keyword).toBe("Developer");
    expect(parseCityPageSlug("programmer-jobs-in-nyc", "it-jobs")?.keyword).toBe("Programmer");
    expect(parseCityPageSlug("it-jobs-in-nyc", "it-jobs")?.keyword).toBe("IT");
  });

  it("follows the configured product name", () => {
    expect(parseCityPageSlug("tech-jobs-in-boston", "tech-jobs")?.city).toBe("Boston");
    expect(parseCityPageSlug("it-jobs-in-boston", "tech-jobs")).toBeNull();
  });

  it("rejects slugs that are not city pages", () => {
    expect(parseCityPageSlug("no-such-page", "it-jobs")).toBeNull();
    expect(parseCityPageSlug("it-jobs-in-", "it-jobs")).toBeNull();
  });
});
