import { describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY, readConsent, writeConsent } from "../lib/consent-storage";

describe("consent storage", () => {
  it("has nothing saved at first", () => {
    expect(readConsent()).toBeNull();
  });

  it("round-trips the three flags under cookieConsent, necessary always on", () => {
    writeConsent({ necessary: true, analytics: false, marketing: true });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "")).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
    });
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: true });
  });

  it("treats unreadable storage as no consent", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(readConsent()).toBeNull();
  });

  it("never trusts anything but true for optional flags", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: false, analytics: "yes" }));
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
  });
});
