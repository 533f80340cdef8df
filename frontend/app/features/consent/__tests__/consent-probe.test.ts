import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_PROBE_SCRIPT, CONSENT_SAVED_ATTRIBUTE } from "../lib/consent-probe";
import { CONSENT_STORAGE_KEY } from "../lib/consent-storage";

function runProbe() {
  // The probe is inline page script; run it the way the browser does, as plain source.
  new Function(CONSENT_PROBE_SCRIPT)();
  return document.documentElement.getAttribute(CONSENT_SAVED_ATTRIBUTE);
}

describe("consent probe (runs in <head> before the first paint)", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_SAVED_ATTRIBUTE);
  });

  it("marks the page when a choice is saved, so the prerendered dialog stays hidden", () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
    expect(runProbe()).toBe("saved");
  });

  it("leaves the dialog visible on a first visit and when the saved value is unreadable", () => {
    expect(runProbe()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(runProbe()).toBeNull();
  });
});
