import type { Page } from "@playwright/test";
import { expect, test, withConsent } from "./support/fixtures";

// What a seeker on a 390 x 844 phone trips over.
const cards = (page: Page) => page.getByTestId("job-card");
const dialog = (page: Page) => page.getByTestId("cookie-dialog");

/** True when a tap at the middle of the element reaches it, not something laid over it. */
async function reachable(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.bottom <= window.innerHeight && hit !== null && (hit === el || el.contains(hit));
  });
}

/**
 * Holds the suggestion list's code and every suggestions answer until the returned function lets
 * them in; it then waits until the list's code runs in the page and the pause after typing has
 * passed on the page's clock, then lets the answers in and waits two frames for the page to show
 * what it would.
 */
async function holdSuggestions(page: Page): Promise<() => Promise<void>> {
  await page.clock.install();
  let letIn: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    letIn = resolve;
  });
  await page.route("**/assets/suggestion-list-*.js", async (route) => {
    await gate;
    await route.continue();
  });
  await page.route("**/api/jobs/suggestions?*", async (route) => {
    await gate;
    await route.continue();
  });
  return async () => {
    letIn();
    await expect(page.locator("form[aria-label='Search jobs'] [aria-live]").first()).toBeAttached();
    await page.clock.runFor(1000);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  };
}

test.describe("the search page on a phone @mobile", () => {
  test.beforeEach(({ page: _ }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "phone layout");
  });

  test("the first result shows without scrolling, under the form and 'Show filters'", async ({ page }) => {
    await withConsent(page);
    await page.goto("/jobs");
    await expect(page.getByRole("button", { name: "Show filters" })).toBeVisible();
    const first = cards(page).first();
    await expect(first.getByRole("heading")).toBeInViewport();
    const box = await first.boundingBox();
    expect(box?.y ?? 844).toBeLessThan(844 - 160); // title, company and salary above the fold
  });

  test("a page of 50 is a list to scroll, not a wall: cards stay compact", async ({ page }) => {
    await withConsent(page);
    await page.goto("/jobs");
    await expect(cards(page)).toHaveCount(50);
    const heights = await cards(page).evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().height),
    );
    const average = heights.reduce((sum, h) => sum + h, 0) / heights.length;
    expect(average).toBeLessThanOrEqual(250); // at most 12,500 px for a page of 50 cards
  });

  test("the cookie dialog leaves the country field and the Search button usable", async ({ page }) => {
    const codeAndAnswerLetIn = await holdSuggestions(page);
    await page.goto("/jobs");
    await expect(dialog(page)).toBeVisible();
    expect(await reachable(page, "#search-country")).toBe(true);
    expect(await reachable(page, "form[aria-label='Search jobs'] button[type=submit]")).toBe(true);
    // As on a slow phone network, the suggestions' code and their answer are held until the seeker
    // has put the list away with Escape: let in late, neither opens the list over the Search button.
    await page.getByLabel("Job title").fill("Data Engineer");
    await page.getByLabel("Job title").press("Escape");
    await codeAndAnswerLetIn();
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(page.getByLabel("Job title")).toHaveAttribute("aria-expanded", "false");
    expect(await reachable(page, "form[aria-label='Search jobs'] button[type=submit]")).toBe(true);
    await page.locator("form[aria-label='Search jobs'] button[type=submit]").click();
    await expect(page).toHaveURL(/keyword=Data\+Engineer/);
    await expect(dialog(page)).toBeVisible(); // still there to answer, and not in the way
  });
});

test.describe("footer and cookie settings", () => {
  test("footer links and 'Cookie settings' are 44 px tap targets @mobile", async ({ page }) => {
    await withConsent(page);
    await page.goto("/jobs");
    await expect(page.getByRole("navigation", { name: "Legal" }).locator("a, button")).toHaveCount(5);
    // Found and measured in one task of the page: a locator's evaluateAll finds the elements in one
    // call and measures them in the next, and a footer re-rendered in between would be a detached
    // one, every box 0 x 0 (it was: root.tsx once mounted a Shell each for the hydrate fallback and
    // the app, so /jobs re-created its whole body after hydration).
    const boxes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('nav[aria-label="Legal"] :is(a, button)'), (el) => {
        const box = el.getBoundingClientRect();
        return { text: el.textContent, height: Math.round(box.height), width: Math.round(box.width) };
      }),
    );
    expect(boxes).toHaveLength(5);
    for (const box of boxes) {
      expect(box.height, `${box.text} height`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${box.text} width`).toBeGreaterThanOrEqual(44);
    }
  });

  for (const path of ["/jobs", "/privacy"]) {
    test(`'Cookie settings' in the footer reopens the dialog with the saved choice (${path}) @mobile`, async ({
      page,
    }) => {
      await withConsent(page, { necessary: true, analytics: false, marketing: true });
      await page.goto(path);
      await expect(dialog(page)).toBeHidden();
      await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
      await expect(dialog(page)).toBeVisible();
      await page.getByRole("button", { name: "Customize" }).click();
      await expect(page.getByRole("switch", { name: "Marketing" })).toBeChecked();
      await expect(page.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
      await page.getByRole("switch", { name: "Marketing" }).click();
      await page.getByRole("button", { name: "Save Preferences" }).click();
      await expect(dialog(page)).toBeHidden();
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem("cookieConsent"))) ?? "null"),
      ).toEqual({
        necessary: true,
        analytics: false,
        marketing: false,
      });
    });
  }
});
