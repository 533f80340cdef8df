import { describe, expect, it } from "vitest";
import { nearMeAnchor, productSlug } from "../site-config";

const base = { siteName: "IT Jobs Info", siteUrl: "", newsletterUrl: "", analyticsScriptUrl: "" };

describe("site config", () => {
  it("derives the product slug and the near-me anchor from the product name", () => {
    expect(productSlug({ ...base, productName: "IT Jobs" })).toBe("it-jobs");
    expect(nearMeAnchor({ ...base, productName: "IT Jobs" })).toBe("it-jobs-near-me");
    expect(productSlug({ ...base, productName: "  Tech & Dev Jobs " })).toBe("tech-dev-jobs");
  });
});
