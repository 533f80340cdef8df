import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

const SECTIONS = [
  ["Getting Started in Tech", "/job-guide/getting-started"],
  ["Resume & Portfolio Building", "/job-guide/resume-portfolio"],
  ["Interview Preparation", "/job-guide/interview-preparation"],
  ["Career Growth & Advancement", "/job-guide/career-growth"],
] as const;

test.describe("career guides", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("/job-guide is titled 'IT Jobs Guide' and lists the four sections with bullets and Read More", async ({
    page,
  }) => {
    await page.goto("/job-guide");
    await expect(page).toHaveTitle("IT Jobs Guide | IT Jobs Info");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT Jobs Guide");
    for (const [title, href] of SECTIONS) {
      const card = page.getByRole("heading", { level: 2, name: title }).locator("xpath=ancestor::li[1]");
      await expect(card.getByRole("listitem")).not.toHaveCount(0);
      await expect(card.getByRole("link", { name: "Read More" })).toHaveAttribute("href", href);
    }
  });

  test("/career-guides shows the same sections and every category's guides", async ({ page }) => {
    await page.goto("/career-guides");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT Career Guides");
    await expect(page.getByRole("link", { name: "Read More" })).toHaveCount(4);
    await expect(page.getByRole("link", { name: "SRE vs DevOps" })).toHaveAttribute(
      "href",
      "/career-guides/sre-vs-devops",
    );
    await expect(page.locator('a[href^="/career-guides/"]')).toHaveCount(24);
  });

  test("Read More opens the article with headings, paragraphs and Back to all guides", async ({ page }) => {
    await page.goto("/job-guide");
    await page.getByRole("link", { name: "Read More: Interview Preparation" }).click();
    await expect(page).toHaveURL(/\/job-guide\/interview-preparation$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interview Preparation");
    await expect(page).toHaveTitle("Interview Preparation | IT Jobs Info");
    expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
    expect(await page.locator("article p").count()).toBeGreaterThan(5);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Career Guides" })).toHaveAttribute(
      "href",
      "/career-guides",
    );
    await expect(crumbs.getByText("Interview Preparation")).toHaveAttribute("aria-current", "page");
    const next = page.getByRole("region", { name: "Keep reading" });
    await expect(next.getByRole("link", { name: "Career Growth & Advancement" })).toHaveAttribute(
      "href",
      "/job-guide/career-growth",
    );
    await page.getByRole("link", { name: "Back to all guides" }).first().click();
    await expect(page).toHaveURL(/\/job-guide$/);
  });

  test("a category guide is in the HTML the server sends", async ({ request }) => {
    const response = await request.get("/career-guides/how-to-become-a-data-scientist");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]*Data Scientist[^<]*<\/h1>/);
    expect(html.match(/<h2/g)?.length ?? 0).toBeGreaterThan(3);
    expect(html).toContain("Back to all guides");
  });

  for (const path of ["/job-guide/no-such-section", "/career-guides/no-such-guide"]) {
    test(`${path}: Article Not Found with status 404 and Back to Job Guide`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Article Not Found | IT Jobs Info");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
      await expect(
        page.getByText("The article you're looking for doesn't exist or has been moved."),
      ).toBeVisible();
      await page.getByRole("link", { name: "Back to Job Guide" }).click();
      await expect(page).toHaveURL(/\/job-guide$/);
    });
  }

  for (const path of ["/job-guide", "/job-guide/getting-started", "/job-guide/nope"]) {
    test(`${path} has no accessibility violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
