import type { Page } from "@playwright/test";
import { expect, test, withConsent } from "./support/fixtures";

/**
 * Pages served from the SPA fallback (no prerendered HTML) paint the server's shell first, then the
 * app fills it. Nothing a reader already sees may move when it does: the layout shifts of the
 * first seconds, as the browser scores them (CLS counts elements that were in view and moved).
 */
interface Shift {
  at: number;
  value: number;
  /** What moved: 'tag.classes#testid (x,y w×h) -> (x,y w×h)', for the failure's message. */
  moved: string[];
}

/** The shifts as the browser scores them; a failing expectation names what moved, where and when. */
async function layoutShifts(page: Page, path: string, ready: () => Promise<void>): Promise<Shift[]> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const rect = (r: DOMRectReadOnly) =>
      `(${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)})`;
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "?";
      const id = node.getAttribute("data-testid") ?? node.id;
      return `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 80)}${id ? `#${id}` : ""}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          moved: (entry.sources ?? []).map(
            (source) => `${name(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await ready();
  // The observer's last entries arrive with the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** The page's score: under 0.1 is 'good' CLS. */
function expectStable(shifts: Shift[]) {
  const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(score, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.1);
}

test.describe("layout stability @mobile", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the search page does not move what the first paint showed", async ({ page }) => {
    const shifts = await layoutShifts(page, "/jobs?keyword=developer&country=us", async () => {
      await expect(page.getByTestId("job-card").first()).toBeVisible();
    });
    expectStable(shifts);
  });

  test("a later answer moves no card: it waits behind 'Show 1 new job'", async ({ page }) => {
    // The server is still asking the sources, so the page asks again a few seconds later; that
    // answer brings a new job first. Shown at once, it pushed every card down (0.15 on a phone).
    let answers = 0;
    let newest = "";
    await page.route("**/api/jobs/search?**", async (route) => {
      answers += 1;
      const response = await route.fetch();
      const body = (await response.json()) as { jobs: { title: string }[]; total: number };
      newest = body.jobs[0]?.title ?? "";
      const first = answers === 1;
      const jobs = first ? body.jobs.slice(1) : body.jobs;
      await route.fulfill({ response, json: { ...body, jobs, total: jobs.length, refreshing: first } });
    });
    const show = page.getByRole("button", { name: "Show 1 new job" });
    const shifts = await layoutShifts(page, "/jobs?keyword=developer&country=us", async () => {
      await expect(page.getByTestId("job-card").first()).toBeVisible();
      await expect(show).toBeVisible({ timeout: 15_000 });
    });
    expectStable(shifts);
    expect(newest).not.toBe("");
    await expect(page.getByTestId("job-card").first().getByRole("heading")).not.toHaveText(newest);
    await show.click();
    await expect(page.getByTestId("job-card").first().getByRole("heading")).toHaveText(newest);
    await expect(show).toHaveCount(0);
  });

  test("a job page does not move what the first paint showed", async ({ page }) => {
    await page.goto("/jobs?keyword=developer&country=us");
    const path =
      (await page.getByTestId("job-card").first().getByRole("link").first().getAttribute("href")) ?? "";
    expect(path).toMatch(/^\/jobs\//);
    const fresh = await page.context().newPage();
    const shifts = await layoutShifts(fresh, path, async () => {
      await expect(fresh.getByRole("heading", { level: 1 })).toBeVisible();
    });
    expectStable(shifts);
  });
});
