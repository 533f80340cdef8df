import { describe, expect, it } from "vitest";
import { nearMeAnchor } from "../site-config";

describe("site config", () => {
  it("anchors the near-me block at the product slug the server gives", () => {
    expect(nearMeAnchor({ productSlug: "it-jobs" })).toBe("it-jobs-near-me");
    expect(nearMeAnchor({ productSlug: "tech-dev-jobs" })).toBe("tech-dev-jobs-near-me");
  });
});
