import { beforeEach, describe, expect, it } from "vitest";
import { applyAnalyticsConsent } from "../lib/analytics-script";

const URL_OK = "https://analytics.example/script.js";
const script = () => document.getElementById("analytics-script") as HTMLScriptElement | null;

describe("analytics script gating", () => {
  beforeEach(() => {
    script()?.remove();
    window.dataLayer = [];
  });

  it("loads the script only with analytics consent", () => {
    applyAnalyticsConsent({ necessary: true, analytics: true, marketing: false }, URL_OK);
    expect(script()?.src).toBe(URL_OK);
    applyAnalyticsConsent({ necessary: true, analytics: true, marketing: false }, URL_OK);
    expect(document.querySelectorAll("#analytics-script")).toHaveLength(1);
  });

  it("removes the script and denies analytics storage without consent", () => {
    applyAnalyticsConsent({ necessary: true, analytics: true, marketing: false }, URL_OK);
    applyAnalyticsConsent({ necessary: true, analytics: false, marketing: false }, URL_OK);
    expect(script()).toBeNull();
    expect(window.dataLayer?.at(-1)).toEqual([
      "consent",
      "update",
      { analytics_storage: "denied", ad_storage: "denied" },
    ]);
  });

  it("does nothing without a configured URL or with a non-http URL", () => {
    applyAnalyticsConsent({ necessary: true, analytics: true, marketing: true }, "");
    expect(script()).toBeNull();
    applyAnalyticsConsent({ necessary: true, analytics: true, marketing: true }, "javascript:alert(1)");
    expect(script()).toBeNull();
  });
});
