import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

test.describe("site shell", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the server sends the title, description, canonical and social tags", async ({ page }) => {
    const response = await page.goto("/jobs");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Search IT Jobs | IT Jobs Info");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(0);
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/jobs$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Search IT Jobs | IT Jobs Info",
    );
  });

  test("header links lead to Find Jobs and For Employers", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("link", { name: "IT Jobs Info" }).first()).toBeVisible();
    await nav.getByRole("link", { name: "Find Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page).toHaveTitle("Search IT Jobs | IT Jobs Info");
    await nav.getByRole("link", { name: "For Employers" }).click();
    await expect(page).toHaveURL(/\/employers$/);
    await expect(page).toHaveTitle("For Employers: Post IT Jobs | IT Jobs Info");
  });

  test("the header turns opaque with a shadow past 10 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("box-shadow", "none");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    // Exactly 10 px is not past the threshold: the header turns back (a change, so no fixed wait).
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("box-shadow", "none");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("IT Jobs Near Me on / scrolls smoothly to the near-me block", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "IT Jobs Near Me" })
      .click();
    await expect(page).toHaveURL(/\/#it-jobs-near-me$/);
    await expect(page.locator("#it-jobs-near-me")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test("IT Jobs Near Me elsewhere navigates to /#it-jobs-near-me and scrolls there", async ({ page }) => {
    await page.goto("/employers");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "IT Jobs Near Me" })
      .click();
    await expect(page).toHaveURL(/\/#it-jobs-near-me$/);
    await expect(page.locator("#it-jobs-near-me")).toBeInViewport();
  });

  test("a direct visit to /#it-jobs-near-me scrolls to the block", async ({ page }) => {
    await page.goto("/#it-jobs-near-me");
    await expect(page.locator("#it-jobs-near-me")).toBeInViewport();
  });

  test("footer links go to privacy, terms, legal and about", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByText("IT Jobs Info").first()).toBeVisible();
    for (const [name, path, title] of [
      ["Privacy Policy", "/privacy", "Privacy Policy"],
      ["Terms of Service", "/terms", "Terms of Service"],
      ["Legal Notice", "/legal", "Impressum"],
      ["About Us", "/about", "About Us"],
    ]) {
      await footer.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(`${title} | IT Jobs Info`);
    }
  });

  test("unknown paths answer 404 with the not-found screen", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a city-shaped path that is not a city page is a 404 too", async ({ page }) => {
    const response = await page.goto("/guide/paris");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });

  test("the shell has no accessibility violations @mobile", async ({ page }) => {
    // Wait for each screen to render (the 404 screen appears once its route module has loaded).
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("mobile menu @mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the menu toggles and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "For Employers" }).click();
    await expect(page).toHaveURL(/\/employers$/);
    await expect(menu).toBeHidden();
  });

  test("Near Me from the mobile menu closes it and reaches the block", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("button", { name: "IT Jobs Near Me" })
      .click();
    await expect(page).toHaveURL(/\/#it-jobs-near-me$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.locator("#it-jobs-near-me")).toBeInViewport();
  });
});
