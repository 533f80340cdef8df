import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Pages start with consent already given, unless a spec is about the cookie dialog itself. */
export async function withConsent(page: Page, consent = { necessary: true, analytics: false, marketing: false }) {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem("e2e-consent-set")) {
      window.localStorage.setItem("cookieConsent", JSON.stringify(value));
      window.sessionStorage.setItem("e2e-consent-set", "1");
    }
  }, consent);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

export const test = base;
export { expect };
