import { describe, expect, it } from "vitest";
import { countryLabel, searchCountryName } from "../countries";

describe("country names", () => {
  it("names the search select's countries as the browser's Intl.DisplayNames does, without making one", () => {
    const browser = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (const code of ["us", "gb", "ca", "au", "de"]) {
      expect(searchCountryName(code)).toBe(browser.of(code.toUpperCase()));
    }
  });

  it("labels any other code through Intl, and an unknown one as the code", () => {
    expect(countryLabel("GB")).toBe("United Kingdom");
    expect(countryLabel("jp")).toBe("Japan");
    expect(countryLabel("qq")).toBe("QQ");
    expect(countryLabel("ch")).toBe("Switzerland");
    expect(searchCountryName("ch")).toBeUndefined();
    expect(searchCountryName("toString")).toBeUndefined();
  });
});
