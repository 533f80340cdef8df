import type { Page, Route } from "@playwright/test";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

const SEARCH_API = "**/api/jobs/search?**";

/** Answers the search API with the real answer changed by `change`. */
async function alterSearch(page: Page, change: (body: Record<string, unknown>) => Record<string, unknown>) {
  await page.route(SEARCH_API, async (route: Route) => {
    const response = await route.fetch();
    route.fulfill({ response, json: change(await response.json()) });
  });
}

const cards = (page: Page) => page.getByTestId("job-card");

test.describe("search page", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("starts with 'Software Developer' / 'US' / 'us' and says how many jobs it found", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Search IT Jobs" })).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue("Software Developer");
    await expect(page.getByLabel("Location")).toHaveValue("US");
    await expect(page.getByLabel("Country")).toHaveValue("us");
    const options = await page
      .getByLabel("Country")
      .locator("option")
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options).toEqual(["us", "gb", "ca", "au", "de"]);
    await expect(
      page.getByRole("heading", { name: /^Found [\d,]+\+? Software Developer jobs in US$/ }),
    ).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test("shows 5 skeleton cards while loading", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEARCH_API, async (route) => {
      await gate;
      await route.continue();
    });
    // A search of its own: the bare /jobs comes with its first page (see the next test).
    await page.goto("/jobs?keyword=Developer&country=us");
    await expect(page.getByTestId("job-card-skeleton")).toHaveCount(5);
    release();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId("job-card-skeleton")).toHaveCount(0);
  });

  test("the bare /jobs arrives with its first page: results without waiting for the search API", async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/jobs/search")) searches.push(request.url());
    });
    await page.goto("/jobs");
    await expect(
      page.getByRole("heading", { name: /^Found [\d,]+\+? Software Developer jobs in US$/ }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
    expect(searches).toEqual([]);
    // Used once: the next search asks the API.
    const next = page.waitForRequest(
      (r) => r.url().includes("/api/jobs/search") && r.url().includes("page=2"),
    );
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await next;
  });

  test("keeps the search in the address: keyword, location, country; a reload keeps it", async ({ page }) => {
    await page.goto("/jobs");
    await page.getByLabel("Job title").fill("DevOps Engineer");
    await page.getByLabel("Location").fill("London");
    await page.getByLabel("Country").selectOption("gb");
    const request = page.waitForRequest(
      (r) => r.url().includes("/api/jobs/search") && r.url().includes("country=gb"),
    );
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\?keyword=DevOps\+Engineer&location=London&country=gb$/);
    const params = new URL((await request).url()).searchParams;
    expect(params.get("keyword")).toBe("DevOps Engineer");
    expect(params.get("location")).toBe("London");
    expect(params.get("page_size")).toBe("50");
    await page.reload();
    await expect(page.getByLabel("Job title")).toHaveValue("DevOps Engineer");
    await expect(page.getByLabel("Country")).toHaveValue("gb");
  });

  test("the filters go into the address and the API query", async ({ page }) => {
    await page.goto("/jobs?keyword=Developer&country=us");
    await expect(cards(page).first()).toBeVisible();
    const filters = page.getByRole("complementary", { name: "Filters" });
    const choose = async (group: string, value: RegExp, param: string) => {
      const request = page.waitForRequest(
        (r) => r.url().includes("/api/jobs/search") && r.url().includes(param),
      );
      await filters.getByRole("list", { name: group }).getByRole("link", { name: value }).click();
      await request;
      await expect(page).toHaveURL(new RegExp(param));
    };
    await choose("Workplace", /^Remote\b/, "remote=true");
    await choose("Job type", /^Full-time\b/, "employment_type=FULL_TIME");
    await choose("Date posted", /^Past month\b/, "posted_within_days=30");
    await choose("Minimum salary (yearly)", /^\$40k\+/, "min_salary=40000");
    await expect(page).toHaveURL(
      /remote=true&posted_within_days=30&min_salary=40000&employment_type=FULL_TIME/,
    );
  });

  test("a card shows title, company, source, IT role help, snippet, date and View Details", async ({
    page,
  }) => {
    await page.clock.install(); // the tooltip delays below run on the page's clock, not the machine's
    await page.goto("/jobs?keyword=Developer&country=us");
    const card = cards(page).first();
    const title = card.getByRole("heading").getByRole("link");
    await expect(title).toHaveAttribute("href", /^\/jobs\/.+-(adzuna|jsearch|direct)-.+/);
    await expect(card.getByText(/^(Adzuna|JSearch|Direct)$/)).toBeVisible();
    await expect(card.getByText(/^Posted /)).toBeVisible();
    await expect(card.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      (await title.getAttribute("href")) ?? "",
    );
    // The timing checks below need a quiet page: let the whole result page render first, then stop
    // the page's clock so that only runFor() moves it.
    await expect(page.getByRole("navigation", { name: /pagination/i })).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const tooltip = page.getByRole("tooltip");
    const badge = card.getByRole("button", { name: "IT Role" });
    await badge.hover();
    await page.clock.runFor(699);
    await expect(tooltip).toHaveCount(0); // not before 700 ms
    await page.clock.runFor(1);
    await expect(tooltip).toContainText("Verified IT role");

    // Within 300 ms of leaving one badge, the next one's help opens without the 700 ms wait.
    const next = cards(page).nth(1).getByRole("button", { name: "IT Role" });
    await next.hover();
    await page.clock.runFor(150);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveCount(1);
  });

  test("a card without a company says 'Company not specified'", async ({ page }) => {
    await alterSearch(page, (body) => {
      const jobs = body.jobs as Record<string, unknown>[];
      return { ...body, jobs: [{ ...jobs[0], company_name: null }] };
    });
    await page.goto("/jobs?keyword=Developer&country=us");
    await expect(cards(page).first()).toContainText("Company not specified");
  });

  test("the title opens the detail page with the job passed along (before its API answers)", async ({
    page,
  }) => {
    await page.goto("/jobs?keyword=Developer&country=us");
    const title = cards(page).first().getByRole("heading");
    const name = (await title.textContent()) ?? "";
    await page.route(/\/api\/jobs\/(adzuna|jsearch|direct)-[^/]+$/, () => {}); // never answers
    await title.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("'No Jobs Found' when nothing matches", async ({ page }) => {
    await alterSearch(page, (body) => ({ ...body, jobs: [], total: 0, pages: 0 }));
    await page.goto("/jobs?keyword=Nothing&country=us");
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("says when a source is degraded", async ({ page }) => {
    await alterSearch(page, (body) => ({
      ...body,
      sources: [
        { name: "Adzuna", status: "ok", message: null },
        { name: "JSearch", status: "degraded", message: "Its monthly quota is used up." },
      ],
    }));
    await page.goto("/jobs?keyword=Developer&country=us");
    await expect(page.getByText("JSearch is temporarily unavailable")).toBeVisible();
    await expect(page.getByText(/Its monthly quota is used up\./)).toBeVisible();
  });

  test("Adzuna listings carry 'Jobs by Adzuna'", async ({ page }) => {
    await page.goto("/jobs");
    await expect(cards(page).first()).toBeVisible();
    const sources = await cards(page).evaluateAll((els) => els.map((el) => el.textContent ?? ""));
    const credit = page.getByRole("link", { name: "Jobs by Adzuna" });
    if (sources.some((text) => text.includes("Adzuna"))) {
      await expect(credit).toHaveAttribute("href", "https://www.adzuna.com");
    }
    await alterSearch(page, (body) => ({
      ...body,
      jobs: (body.jobs as Record<string, unknown>[])
        .filter((job) => job.source !== "Adzuna")
        .map((job) => ({ ...job, seen_on: [{ source: job.source, publisher: null }] })),
    }));
    await page.goto("/jobs?keyword=Engineer&country=us");
    await expect(cards(page).first()).toBeVisible();
    await expect(credit).toHaveCount(0);
  });

  test("pages of 50 with pagination", async ({ page }) => {
    await page.goto("/jobs");
    await expect(cards(page)).toHaveCount(50);
    const request = page.waitForRequest(
      (r) => r.url().includes("/api/jobs/search") && r.url().includes("page=2"),
    );
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await request;
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("/jobs/location/{location}, /software-engineer-jobs and /web-developer-jobs preset the search", async ({
    page,
  }) => {
    await page.goto("/jobs/location/san-francisco");
    await expect(page.getByRole("heading", { level: 1, name: "IT Jobs in San Francisco" })).toBeVisible();
    await expect(page.getByLabel("Location")).toHaveValue("San Francisco");
    await page.goto("/software-engineer-jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Software Engineer Jobs" })).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue("Software Engineer");
    await page.goto("/web-developer-jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Web Developer Jobs" })).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue("Web Developer");
    await expect(page.getByRole("heading", { name: /^Found [\d,]+\+? Web Developer jobs$/ })).toBeVisible();
  });

  test("has no accessibility violations @mobile", async ({ page }) => {
    await page.goto("/jobs");
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the empty state has no accessibility violations @mobile", async ({ page }) => {
    await alterSearch(page, (body) => ({ ...body, jobs: [], total: 0, pages: 0 }));
    await page.goto("/jobs?keyword=Nothing&country=us&remote=true");
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Clear filters" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
