import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  test,
  withConsent,
  withoutPreloadedAnswers,
} from "./support/fixtures";

async function emptySearch(page: Page) {
  await withoutPreloadedAnswers(page);
  await page.route("**/api/jobs/search?**", async (route) => {
    const response = await route.fetch();
    route.fulfill({
      response,
      json: { ...(await response.json()), jobs: [], total: 0, pages: 0, refreshing: false },
    });
  });
}

test.describe("city pages", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("/it-jobs-in-{location}: the city from the address and the keyword 'IT'", async ({ page }) => {
    await withoutPreloadedAnswers(page);
    const request = page.waitForRequest((r) => r.url().includes("/api/jobs/search"));
    await page.goto("/it-jobs-in-los-angeles");
    await expect(page.getByRole("heading", { level: 1, name: "IT Jobs in Los Angeles" })).toBeVisible();
    await expect(page.getByLabel("Keyword")).toHaveValue("IT");
    const params = new URL((await request).url()).searchParams;
    expect(params.get("keyword")).toBeNull(); // 'IT' is every job in our IT-only index
    expect(params.get("location")).toBe("Los Angeles");
    expect(params.get("country")).toBe("us");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Jobs",
      "Jobs in Los Angeles",
    ]);
    await expect(
      page.getByRole("heading", { name: /^Found [\d,]+\+? IT jobs? in Los Angeles$/ }),
    ).toBeVisible();
  });

  test("a keyword search stays on the city and goes into the address", async ({ page }) => {
    await page.goto("/developer-jobs-in-seattle");
    await expect(page.getByRole("heading", { level: 1, name: "Developer Jobs in Seattle" })).toBeVisible();
    await page.getByLabel("Keyword").fill("Python");
    const request = page.waitForRequest((r) => r.url().includes("keyword=Python"));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    expect(new URL((await request).url()).searchParams.get("location")).toBe("Seattle");
    await expect(page).toHaveURL(/\/developer-jobs-in-seattle\?keyword=Python$/);
  });

  test("the New York pages show the static stats", async ({ page }) => {
    for (const path of ["/it-jobs-in-nyc", "/programmer-jobs-in-nyc", "/it-jobs-in-new-york"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("in New York");
      for (const value of ["5,000+", "200+", "$142K", "30%"]) {
        await expect(page.getByText(value, { exact: true })).toBeVisible();
      }
    }
  });

  test("the empty state lists the other cities", async ({ page }) => {
    await emptySearch(page);
    await page.goto("/it-jobs-in-boise");
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
    for (const [name, href] of [
      ["San Francisco", "/it-jobs-in-san-francisco"],
      ["Seattle", "/it-jobs-in-seattle"],
      ["Los Angeles", "/it-jobs-in-los-angeles"],
      ["Austin", "/it-jobs-in-austin"],
    ]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  test("the New York guide shows 8,500+ jobs and $145K", async ({ page }) => {
    for (const path of ["/guide/new-york", "/guide/nyc"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "New York IT Jobs Guide" })).toBeVisible();
      await expect(page.getByText("8,500+", { exact: true })).toBeVisible();
      await expect(page.getByText("$145K", { exact: true })).toBeVisible();
    }
  });

  test("the San Francisco guide shows 12,000+ jobs and $165K", async ({ page }) => {
    await page.goto("/guide/san-francisco");
    await expect(page.getByRole("heading", { level: 1, name: "San Francisco IT Jobs Guide" })).toBeVisible();
    await expect(page.getByText("12,000+", { exact: true })).toBeVisible();
    await expect(page.getByText("$165K", { exact: true })).toBeVisible();
  });

  test("/guide/seattle, /guide/los-angeles and /guide/austin are city job pages", async ({ page }) => {
    for (const [path, city] of [
      ["/guide/seattle", "Seattle"],
      ["/guide/los-angeles", "Los Angeles"],
      ["/guide/austin", "Austin"],
    ]) {
      const request = page.waitForRequest((r) => r.url().includes("/api/jobs/search"));
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: `${city} IT Jobs Guide` })).toBeVisible();
      expect(new URL((await request).url()).searchParams.get("location")).toBe(city);
    }
  });

  test("loads without moving what it has painted: no layout shift as the results come @mobile", async ({
    page,
  }) => {
    // The prerendered skeletons must paint with the page: behind a Suspense boundary React
    // revealed them after the footer had painted in view, a 0.28 layout shift (Lighthouse CLS).
    await page.addInitScript(() => {
      const shifts: { value: number; at: number }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push({ value: entry.value, at: Math.round(entry.startTime) });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/it-jobs-in-seattle");
    await expect(page.getByTestId("job-card")).toHaveCount(50);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // Lighthouse reports CLS to three decimals and we keep it at 0.000 (a 1 px nudge scores 0.0002).
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(shifts),
    ).toBeLessThan(0.0005);
  });

  test("its loading skeletons pulse a card at a time, not a block at a time", async ({ page }) => {
    // Each iteration of a CSS animation fires an event that React's root listener handles: 40
    // pulsing blocks were one long task every 2 s on a phone while the results were on their way.
    await withoutPreloadedAnswers(page);
    await page.route("**/api/jobs/search?**", () => {}); // never answers: the skeletons stay
    await page.goto("/it-jobs-in-seattle");
    const skeletons = page.getByTestId("job-card-skeleton");
    await expect(skeletons).toHaveCount(5);
    const animated = await page.evaluate(
      () =>
        [
          ...document.querySelectorAll("[data-testid=job-card-skeleton], [data-testid=job-card-skeleton] *"),
        ].filter((element) => getComputedStyle(element).animationName !== "none").length,
    );
    expect(animated).toBe(5);
  });

  for (const path of ["/it-jobs-in-nyc", "/guide/san-francisco"]) {
    test(`${path} has no accessibility violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId("job-card").or(page.getByText("No Jobs Found")).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
