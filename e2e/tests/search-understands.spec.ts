import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

// Search's screens on the demo data (decisions 0011 and 0012): sort, the correction and relaxed
// notices, facets, suggestions.
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

  test("facets: choosing a value narrows the results and the counts, and it is marked and removable", async ({
    page,
  }, testInfo) => {
    const facetsAsked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/jobs/facets") facetsAsked.push(r.url());
    });
    await page.goto("/jobs?keyword=Developer&location=&country=us");
    await expect(cards(page).first()).toBeVisible();
    if (testInfo.project.name === "mobile") await page.getByRole("button", { name: "Show filters" }).click();
    const types = page.getByRole("list", { name: "Job type" });
    const contract = types.getByRole("link", { name: /^Contract [\d,]+ jobs$/ });
    const count = Number(((await contract.textContent()) ?? "").replace(/\D/g, ""));
    expect(count).toBeGreaterThan(0);
    expect(facetsAsked).toHaveLength(1);

    const narrowed = searchRequest(page, (params) => params.get("employment_type") === "CONTRACTOR");
    await contract.click();
    await narrowed;
    await expect(page).toHaveURL(/\?keyword=Developer&location=&country=us&employment_type=CONTRACTOR$/);
    await expect(summary(page)).toHaveText(
      `Found ${count.toLocaleString("en-US")} Developer ${count === 1 ? "job" : "jobs"}`,
    );
    const chosen = types.getByRole("link", { name: /^Contract / });
    await expect(chosen).toHaveAttribute("aria-current", "true");
    // The other groups count under the chosen type: Remote and On-site add up to it.
    const workplace = page.getByRole("list", { name: "Workplace" });
    await expect(async () => {
      const counts = await workplace.getByRole("link").allTextContents();
      expect(counts.reduce((sum, text) => sum + Number(text.replace(/\D/g, "")), 0)).toBe(count);
    }).toPass();

    await chosen.click();
    await expect(page).toHaveURL(/\?keyword=Developer&location=&country=us$/);
    await expect(types.getByRole("link", { name: /^Contract / })).not.toHaveAttribute("aria-current");
  });

  test("facets: a city from the counts becomes the search's location; 'Clear all' leaves the keyword", async ({
    page,
  }, testInfo) => {
    await page.goto("/jobs?keyword=Developer&location=&country=us&remote=false");
    await expect(cards(page).first()).toBeVisible();
    if (testInfo.project.name === "mobile") await page.getByRole("button", { name: "Show filters" }).click();
    const city = page.getByRole("list", { name: "City" }).getByRole("link").first();
    const name = ((await city.textContent()) ?? "").replace(/[\d,]+ jobs$/, "");
    await city.click();
    await expect(page).toHaveURL(/location=[^&]+/);
    await expect(page.getByLabel("Location")).toHaveValue(new RegExp(`^${name}`));
    await expect(summary(page)).toContainText(` in ${name}`);
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).not.toHaveURL(/remote=/);
    await expect(page.getByLabel("Job title")).toHaveValue("Developer");
  });

  test("facets and sort have no accessibility violations", async ({ page }, testInfo) => {
    await page.goto("/jobs?keyword=Developer&location=&country=us&employment_type=FULL_TIME");
    await expect(cards(page).first()).toBeVisible();
    if (testInfo.project.name === "mobile") await page.getByRole("button", { name: "Show filters" }).click();
    await expect(page.getByRole("list", { name: "Job type" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("suggestions by keyboard: Down moves, Enter takes one, Enter again searches", async ({ page }) => {
    const asked: URLSearchParams[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname === "/api/jobs/suggestions") asked.push(url.searchParams);
    });
    await page.goto("/jobs?keyword=&location=&country=us");
    const title = page.getByLabel("Job title");
    await expect(title).toHaveAttribute("role", "combobox");
    await title.click();
    await title.pressSequentially("devo");
    const list = page.getByRole("listbox", { name: "Suggested titles and skills" });
    await expect(list).toBeVisible();
    await expect(title).toHaveAttribute("aria-expanded", "true");
    await expect(title).toHaveAttribute("aria-controls", (await list.getAttribute("id")) ?? "");
    await expect(page.getByLabel("Job title")).toHaveCount(1);
    expect(asked.at(-1)?.get("q")).toBe("devo");
    expect(asked.every((params) => params.get("field") === "title" && params.get("q"))).toBe(true);

    const first = list.getByRole("option").first();
    const text = ((await first.locator("span").first().textContent()) ?? "").trim();
    expect(text.toLowerCase()).toContain("devops");
    await title.press("ArrowDown");
    await expect(title).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await title.press("Enter");
    await expect(title).toHaveValue(text);
    await expect(list).toBeHidden();
    await expect(page).toHaveURL(/\?keyword=&location=&country=us$/); // taken, not yet searched

    await title.press("Escape"); // closed already: nothing happens
    await title.press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("keyword") === text);
  });

  test("suggestions for the location box: places, taken with a tap or click", async ({ page }) => {
    await page.goto("/jobs?keyword=Developer&location=&country=us");
    const location = page.getByLabel("Location");
    await location.click();
    await location.pressSequentially("aus");
    const places = page.getByRole("listbox", { name: "Suggested places" });
    const austin = places.getByRole("option", { name: /^Austin/ }).first();
    await expect(austin).toBeVisible();
    await expect(page.getByLabel("Location")).toHaveCount(1);
    await austin.click();
    await expect(location).toHaveValue(/^Austin/);
    await expect(location).toBeFocused();
    await expect(places).toBeHidden();
  });

  test("the open suggestions have no accessibility violations", async ({ page }) => {
    await page.goto("/jobs?keyword=&location=&country=us");
    await page.getByLabel("Job title").click();
    await page.getByLabel("Job title").pressSequentially("dev");
    await expect(page.getByRole("listbox", { name: "Suggested titles and skills" })).toBeVisible();
    await page.getByLabel("Job title").press("ArrowDown");
    await expectNoAxeViolations(page);
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
