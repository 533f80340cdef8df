import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

// Issue 14's screens on the demo data: sort, the correction and relaxed notices, facets, suggestions.
const cards = (page: Page) => page.getByTestId("job-card");
const summary = (page: Page) => page.getByRole("heading", { level: 2, name: /^Found / });
const searchRequest = (page: Page, has: (params: URLSearchParams) => boolean) =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/jobs/search" && has(url.searchParams);
  });

test.describe("search that understands @mobile", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("'Sort by' goes into the address and the search; relevance, the default, into neither", async ({
    page,
  }) => {
    await page.goto("/jobs?keyword=Developer&location=&country=us");
    await expect(cards(page).first()).toBeVisible();
    const sort = page.getByLabel("Sort by");
    await expect(sort).toHaveValue("relevance");
    const newest = searchRequest(page, (params) => params.get("sort") === "newest");
    await sort.selectOption("newest");
    await newest;
    await expect(page).toHaveURL(/\?keyword=Developer&location=&country=us&sort=newest$/);
    await expect(cards(page).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");

    const salary = searchRequest(page, (params) => params.get("sort") === "salary");
    await page.getByLabel("Sort by").selectOption("salary");
    await salary;
    // Highest pay first: the first card states a salary.
    await expect(cards(page).first()).toContainText(/\$[\d,]+/);
    await page.getByLabel("Sort by").selectOption("relevance");
    await expect(page).toHaveURL(/\?keyword=Developer&location=&country=us$/);
  });

  test("a typo: 'Showing results for' the correction, 'Search instead for' the words as typed", async ({
    page,
  }) => {
    await page.goto("/jobs?keyword=pyhton+developer&location=&country=us");
    const notice = page.getByRole("status").filter({ hasText: "Showing results for" });
    await expect(notice).toContainText("Showing results for python developer");
    await expect(summary(page)).toHaveText(/^Found \d+ python developer jobs$/);
    await expect(cards(page).first()).toContainText(/python/i);

    const exact = searchRequest(page, (params) => params.get("exact") === "true");
    await notice.getByRole("link", { name: "pyhton developer" }).click();
    await exact;
    await expect(page).toHaveURL(/keyword=pyhton\+developer&location=&country=us&exact=true$/);
    await expect(page.getByText("Showing results for")).toHaveCount(0);
    await expect(page.getByLabel("Job title")).toHaveValue("pyhton developer");
  });

  test("a place with no such jobs: says it shows remote jobs instead, and links to the whole country", async ({
    page,
  }) => {
    await page.goto("/jobs?keyword=devops&location=Boise%2C+ID&country=us");
    const notice = page.getByRole("status").filter({ hasText: "No jobs matched" });
    await expect(notice).toContainText('No jobs matched "devops" in Boise, ID, showing remote jobs instead');
    await expect(summary(page)).toHaveText(/^Found \d+ remote devops jobs$/);
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toHaveCount(0);
    await expect(cards(page).first()).toContainText("Remote");

    await notice.getByRole("link", { name: "Search the whole country instead" }).click();
    await expect(page).toHaveURL(/\?keyword=devops&location=&country=us$/);
    await expect(summary(page)).toHaveText(/^Found \d+ devops jobs$/);
    await expect(page.getByText("No jobs matched")).toHaveCount(0);
  });

  test("a word that finds nothing is left out, and the notice names it", async ({ page }) => {
    await page.goto("/jobs?keyword=kubernetes+rockstar&location=&country=us");
    const notice = page.getByRole("status").filter({ hasText: "No jobs matched" });
    await expect(notice).toContainText(
      'No jobs matched "kubernetes rockstar", showing jobs without the word "rockstar"',
    );
    await expect(summary(page)).toHaveText(/^Found \d+ kubernetes jobs$/);
    await notice.getByRole("link", { name: 'Search for "kubernetes"' }).click();
    await expect(page).toHaveURL(/\?keyword=kubernetes&location=&country=us$/);
    await expect(page.getByLabel("Job title")).toHaveValue("kubernetes");
  });

  for (const [what, path, text] of [
    ["the correction notice", "/jobs?keyword=pyhton+developer&location=&country=us", "Showing results for"],
    ["the relaxed notice", "/jobs?keyword=devops&location=Boise%2C+ID&country=us", "No jobs matched"],
  ]) {
    test(`${what} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
