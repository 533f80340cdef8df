import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Page, type Response } from "@playwright/test";

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
  // An axe scan of a page of 50 job cards takes 10-14 s on a quiet 2-core machine, and a busy one
  // can double that: a test that runs a scan gets three times the usual budget.
  test.slow();
  // Every rule still runs; only the violations are written out in full (axe's resultTypes), which
  // spares it describing each passing node: a quarter of the scan's time on a page of job cards.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/**
 * Pages that show search results carry the API's first answer inside their HTML
 * (backend/itjobs/web/preload.py), so the app may never ask the API for it. A test that checks what
 * the page asks the API, or that answers the API itself (page.route), strips that block first:
 * the page then asks the API exactly as it does when the server sends nothing.
 */
export async function withoutPreloadedAnswers(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/assets/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      // The body is decoded and shorter: the server's encoding and length no longer hold.
      const { "content-encoding": _, "content-length": __, ...headers } = response.headers();
      await route.fulfill({
        response,
        headers,
        body: html.replace(/<script id="preloaded-api"[^>]*>.*?<\/script>/s, ""),
      });
    },
  );
}

/**
 * Every page runs under the site's Content-Security-Policy (docs/decisions/0010), and a test during
 * which any page reports a violation fails: the browser fires `securitypolicyviolation` (logged
 * here) and logs 'Refused to ...' for whatever the policy blocked. Watches the test's context and
 * any context the test opens itself.
 */
export async function watchPolicy(context: BrowserContext, violations: string[]) {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}`;
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${where}`,
      );
    });
  });
  context.on("console", (message) => {
    const text = message.text();
    if (text.startsWith("CSP violation: ") || /^Refused to /.test(text))
      violations.push(`${message.page()?.url() ?? "?"}: ${text}`);
  });
}

/**
 * Prerendered pages paint before React hydrates them (scripts/defer-hydration.mjs), so after
 * opening or reloading an HTML page the tests wait for <html data-hydrated> before they act, as a
 * person would wait for the page to be ready: on the fixture's page and on every page of a context
 * a test opens itself.
 */
function untilHydratedOnNavigation(page: Page): Page {
  const untilHydrated = async (response: Response | null) => {
    // Django's admin is not the app: nothing hydrates there.
    const app = response && !new URL(response.url()).pathname.startsWith("/admin/");
    if (app && response.headers()["content-type"]?.startsWith("text/html")) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // A test that says when the page is ready (waitUntil) gets it then: it may look before any script.
  page.goto = async (url, options) =>
    options?.waitUntil ? goto(url, options) : untilHydrated(await goto(url, options));
  page.reload = async (options) => untilHydrated(await reload(options));
  return page;
}

export const test = base.extend({
  context: async ({ context, browser }, use) => {
    const violations: string[] = [];
    await watchPolicy(context, violations);
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const opened = await newContext(options);
      await watchPolicy(opened, violations);
      const newPage = opened.newPage.bind(opened);
      opened.newPage = async () => untilHydratedOnNavigation(await newPage());
      return opened;
    };
    try {
      await use(context);
    } finally {
      browser.newContext = newContext;
    }
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
  page: async ({ page }, use) => {
    await use(untilHydratedOnNavigation(page));
  },
});
export { expect };
