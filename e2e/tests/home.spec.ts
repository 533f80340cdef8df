import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

const NEWSLETTER = "https://newsletter.example/it-job-alerts";

const toastWith = (page: Page, title: string) => page.locator("[data-variant]").filter({ hasText: title });

async function clearCountry(page: Page) {
  await page.getByRole("combobox").click();
  await page.getByRole("option", { name: "United States" }).click();
  await expect(page.getByRole("combobox")).toHaveText(/Select country/);
}

test.describe("home", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("an empty search shows the destructive 'Search fields empty' toast", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    const item = toastWith(page, "Search fields empty");
    await expect(item).toContainText("Please enter at least a job title or location.");
    await expect(item).toHaveAttribute("data-variant", "destructive");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a search without a country asks for one", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Job title or keyword").fill("Go Developer");
    await clearCountry(page);
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(toastWith(page, "Country Required")).toContainText("Please select a country.");
  });

  test("a popular search without a country says 'Please select a country first.'", async ({ page }) => {
    await page.goto("/");
    await clearCountry(page);
    await page.getByRole("button", { name: "Data Engineer" }).click();
    await expect(toastWith(page, "Country Required")).toContainText("Please select a country first.");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the six popular searches go to /jobs with the keyword and country", async ({ page }) => {
    await page.goto("/");
    const terms = [
      "Software Engineer",
      "DevOps Engineer",
      "Cybersecurity Analyst",
      "Cloud Architect",
      "Full Stack Developer",
      "Data Engineer",
    ];
    for (const term of terms)
      await expect(page.getByRole("button", { name: term, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Cloud Architect" }).click();
    await expect(page).toHaveURL(/\/jobs\?keyword=Cloud%20Architect&country=us$/);
    await expect(page.getByLabel("Job title")).toHaveValue("Cloud Architect");
  });

  test("the country picker filters, says 'No country found.', closes on a choice and searches there", async ({
    page,
  }) => {
    await page.goto("/");
    const picker = page.getByRole("combobox");
    await expect(picker).toHaveText(/United States/);
    await picker.click();
    const search = page.getByPlaceholder("Search country...");
    await search.fill("xyzzy");
    await expect(page.getByText("No country found.")).toBeVisible();
    await search.fill("KINGDOM");
    await expect(page.getByRole("option")).toHaveText(["United Kingdom"]);
    await page.getByRole("option", { name: "United Kingdom" }).click();
    await expect(search).toBeHidden();
    await expect(picker).toHaveText(/United Kingdom/);
    expect((await page.getByRole("option").count()) === 0).toBe(true);

    await page.getByLabel("Job title or keyword").fill("Python Developer");
    await page.getByLabel("Location").fill("London");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?keyword=Python%20Developer&location=London&country=gb$/);
  });

  test("the picker offers about 190+ countries", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox").click();
    // The list loads when the picker first opens (decision 0013): wait for it, then count.
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(await page.getByRole("option").count()).toBeGreaterThanOrEqual(190);
  });

  test("featured jobs: 'Loading jobs...' first, then six US jobs", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/jobs/featured**", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/");
    await expect(page.getByText("Loading jobs...")).toBeVisible();
    release();
    const featured = page.getByRole("region", { name: "Featured Jobs" });
    await expect(featured.getByTestId("job-card")).toHaveCount(6);
    await expect(page.getByText("Loading jobs...")).toBeHidden();
  });

  test("featured jobs: the empty state with Browse All Jobs", async ({ page }) => {
    await page.route("**/api/jobs/featured**", (route) => route.fulfill({ json: [] }));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
    await expect(
      page.getByText("There are currently no jobs listed. Check back later or browse all jobs."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Browse All Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test("ten category cards link to /careers/{slug}", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Explore IT Career Categories" }).getByRole("link");
    await expect(cards).toHaveCount(10);
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(
      new Set([
        "/careers/software-development",
        "/careers/data-science",
        "/careers/devops",
        "/careers/cybersecurity",
        "/careers/ui-ux-design",
        "/careers/project-management",
        "/careers/network-administration",
      ]),
    );
  });

  test("the near-me block has the eight cities, United States and Remote (US)", async ({ page }) => {
    await page.goto("/");
    const block = page.locator("#it-jobs-near-me");
    await expect(block.getByRole("heading", { name: "IT Jobs Near Me" })).toBeVisible();
    const expected: [string, string][] = [
      ["New York", "/jobs?location=New%20York&country=us"],
      ["San Francisco", "/jobs?location=San%20Francisco&country=us"],
      ["Seattle", "/jobs?location=Seattle&country=us"],
      ["Austin", "/jobs?location=Austin&country=us"],
      ["Chicago", "/jobs?location=Chicago&country=us"],
      ["Los Angeles", "/jobs?location=Los%20Angeles&country=us"],
      ["Boston", "/jobs?location=Boston&country=us"],
      ["Denver", "/jobs?location=Denver&country=us"],
      ["United States", "/jobs?location=United%20States&country=us"],
      ["Remote (US)", "/jobs?keyword=Remote&country=us"],
    ];
    for (const [name, href] of expected) {
      await expect(block.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await block.getByRole("link", { name: "Seattle", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\?location=Seattle&country=us$/);
    await expect(page.getByLabel("Location")).toHaveValue("Seattle");
  });

  test("links to the developer, programmer and all-jobs pages", async ({ page }) => {
    await page.goto("/");
    const block = page.locator("#it-jobs-near-me");
    await expect(block.getByRole("link", { name: /Developer Jobs/ })).toHaveAttribute(
      "href",
      "/developer-jobs",
    );
    await expect(block.getByRole("link", { name: /Programmer Jobs/ })).toHaveAttribute(
      "href",
      "/programmer-jobs",
    );
    await expect(block.getByRole("link", { name: /All IT Jobs/ })).toHaveAttribute("href", "/jobs");
  });

  test("the page scrolls to the near-me block when the hash changes, after 100 ms", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#it-jobs-near-me")).not.toBeInViewport();
    await page.evaluate(() => {
      window.location.hash = "it-jobs-near-me";
    });
    await expect(page.locator("#it-jobs-near-me")).toBeInViewport();
  });

  test("the FAQ (from the content export) opens an answer, also after a client-side navigation", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "IT Jobs Info" }).first().click();
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const answer = faq.getByText(/'Remote' as the location/);
    await expect(answer).toBeHidden();
    await faq.getByText("How do I find remote IT jobs?").click();
    await expect(answer).toBeVisible();
  });

  test("Subscribe Now and Get IT Job Alerts open the newsletter in a new tab", async ({ page }) => {
    await page.goto("/");
    for (const name of ["Subscribe Now", "Get IT Job Alerts"]) {
      const link = page.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("href", NEWSLETTER);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("has no accessibility violations @mobile", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Featured Jobs" }).getByTestId("job-card")).toHaveCount(6);
    await expectNoAxeViolations(page);
  });
});
