import { describe, expect, it } from "vitest";
import { nearMeAnchor } from "../site-config";

const base = { siteName: "IT Jobs Info", siteUrl: "", newsletterUrl: "", analyticsScriptUrl: "" };

describe("site config", () => {
  it("anchors the near-me block at the product slug the server gives", () => {
    expect(nearMeAnchor({ ...base, productName: "IT Jobs", productSlug: "it-jobs" })).toBe("it-jobs-near-me");
    expect(nearMeAnchor({ ...base, productName: "Tech & Dev Jobs", productSlug: "tech-dev-jobs" })).toBe(
      "tech-dev-jobs-near-me",
    );
  });
});
