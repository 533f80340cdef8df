import type { Page } from "@playwright/test";
import { expect, test, withConsent } from "./support/fixtures";

/**
 * Pages served from the SPA fallback (no prerendered HTML) paint the server's shell first, then the
 * app fills it. Nothing a reader already sees may move when it does: the layout shifts of the
 * first seconds, as the browser scores them (CLS counts elements that were in view and moved).
 */
async function layoutShift(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
  await page.addInitScript(() => {
    const scores: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = scores;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scores.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await ready();
  // The observer's last entries arrive with the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0),
  );
}

test.describe("layout stability @mobile", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the search page does not move what the first paint showed", async ({ page }) => {
    const shift = await layoutShift(page, "/jobs?keyword=developer&country=us", async () => {
      await expect(page.getByTestId("job-card").first()).toBeVisible();
    });
    expect(shift).toBeLessThan(0.1); // 'good' CLS
  });

  test("a job page does not move what the first paint showed", async ({ page }) => {
    await page.goto("/jobs?keyword=developer&country=us");
    const path =
      (await page.getByTestId("job-card").first().getByRole("link").first().getAttribute("href")) ?? "";
    expect(path).toMatch(/^\/jobs\//);
    const fresh = await page.context().newPage();
    const shift = await layoutShift(fresh, path, async () => {
      await expect(fresh.getByRole("heading", { level: 1 })).toBeVisible();
    });
    expect(shift).toBeLessThan(0.1);
  });
});
