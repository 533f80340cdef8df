import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

test.describe("employers page", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("breadcrumb, Post a Job and the inquiry link", async ({ page }) => {
    await page.goto("/employers");
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByText("For Employers"),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Post a Job" })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("link", { name: "Send a Hiring Inquiry" })).toHaveAttribute(
      "href",
      "/employers/inquiry",
    );
  });

  test("the Job Postings services card", async ({ page }) => {
    await page.goto("/employers");
    const card = page.getByTestId("service-job-postings");
    await expect(card.getByRole("heading", { name: "Job Postings" })).toBeVisible();
    for (const feature of ["Custom application forms", "Featured positioning", "Promoting company culture"]) {
      await expect(card.getByText(feature)).toBeVisible();
    }
  });

  test("pricing: Starter $398, Professional $998 Popular, Enterprise $1998 with their features", async ({
    page,
  }) => {
    await page.goto("/employers");
    const plans = {
      starter: ["Starter", "$398", "1 active job post", "Standard visibility", "Email support"],
      professional: [
        "Professional",
        "$998",
        "Popular",
        "3 active job posts",
        "Company profile page",
        "Priority email support",
      ],
      enterprise: [
        "Enterprise",
        "$1998",
        "10 active job posts",
        "Featured company profile",
        "Priority support",
        "Featured job placements",
        "ATS integrations",
      ],
    };
    for (const [slug, texts] of Object.entries(plans)) {
      const plan = page.getByTestId(`plan-${slug}`);
      for (const text of texts) await expect(plan).toContainText(text);
    }
    await expect(page.getByTestId("plan-starter")).not.toContainText("Popular");
    await expect(page.getByTestId("plan-enterprise")).not.toContainText("Popular");
  });

  test("the FAQ answers verification, applications, ATS and plan changes", async ({ page }) => {
    await page.goto("/employers");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await expect(faq).toContainText("We verify your company details before your first job goes live");
    await expect(faq).toContainText("There is no limit on the number of applications");
    await expect(faq).toContainText("ATS integrations are included with the Enterprise plan");
    await expect(faq).toContainText("An upgrade takes effect immediately");
    await expect(faq).toContainText("A downgrade takes effect at the end of your current billing cycle");
  });

  test("every Get Started and Contact Sales goes to /auth, and the closing call to action is there", async ({
    page,
  }) => {
    await page.goto("/employers");
    await expect(page.getByRole("heading", { name: "Ready to find your next great hire?" })).toBeVisible();
    const buttons = page.getByRole("link", { name: /Get Started|Contact Sales/ });
    expect(await buttons.count()).toBe(5);
    for (const link of await buttons.all()) await expect(link).toHaveAttribute("href", "/auth");
  });

  test("the content is in the HTML the server sends", async ({ request }) => {
    const html = await (await request.get("/employers")).text();
    for (const text of ["Job Postings", "$398", "$998", "$1998", "Frequently Asked Questions"]) {
      expect(html).toContain(text);
    }
  });

  test("/employers has no accessibility violations @mobile", async ({ page }) => {
    await page.goto("/employers");
    await expectNoAxeViolations(page);
  });
});
