import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

/** Pages start with consent already given, unless a spec is about the cookie dialog itself. */
export async function withConsent(
  page: Page,
  consent = { necessary: true, analytics: false, marketing: false },
) {
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

/**
 * Prerendered pages paint before React hydrates them (scripts/defer-hydration.mjs), so after
 * opening or reloading an HTML page the tests wait for <html data-hydrated> before they act, as a
 * person would wait for the page to be ready.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const untilHydrated = async (response: Response | null) => {
      if (response?.headers()["content-type"]?.startsWith("text/html")) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilHydrated(await goto(url, options));
    page.reload = async (options) => untilHydrated(await reload(options));
    await use(page);
  },
});
export { expect };
