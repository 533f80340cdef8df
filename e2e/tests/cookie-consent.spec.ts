import { expect, test } from "./support/fixtures";

const ANALYTICS = "https://analytics.example/script.js";

test.describe("cookie dialog", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(ANALYTICS, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__analyticsLoaded = true;" }),
    );
  });

  const dialog = (page: import("@playwright/test").Page) =>
    page.getByRole("dialog", { name: /privacy|Cookie/ });
  const stored = (page: import("@playwright/test").Page) =>
    page.evaluate(() => window.localStorage.getItem("cookieConsent"));

  test("shows when no consent is saved; Accept All saves every flag and loads analytics", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(dialog(page)).toBeVisible();
    await page.getByRole("button", { name: "Accept All" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText("Cookie preferences saved", { exact: true })).toBeVisible();
    expect(JSON.parse((await stored(page)) ?? "null")).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
    });
    await expect(page.locator("#analytics-script")).toHaveAttribute("src", ANALYTICS);
    await expect
      .poll(() => page.evaluate(() => (window as { __analyticsLoaded?: boolean }).__analyticsLoaded))
      .toBe(true);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator("#analytics-script")).toHaveCount(1);
  });

  test("is in the page's HTML: a first visit sees it before any JavaScript runs, a saved choice hides it", async ({
    browser,
  }) => {
    // No script of the app ever arrives: what shows is the prerendered page and the head probe.
    const context = await browser.newContext();
    await context.route("**/assets/*.js", (route) => route.abort());
    const first = await context.newPage();
    await first.goto("/careers/devops", { waitUntil: "domcontentloaded" });
    await expect(first.getByTestId("cookie-dialog")).toBeVisible();
    await expect(first.getByRole("button", { name: "Accept All" })).toBeVisible();

    await first.evaluate(() =>
      window.localStorage.setItem(
        "cookieConsent",
        JSON.stringify({ necessary: true, analytics: false, marketing: false }),
      ),
    );
    const returning = await context.newPage();
    await returning.goto("/careers/devops", { waitUntil: "domcontentloaded" });
    await expect(returning.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(returning.getByTestId("cookie-dialog")).toBeHidden();
    await context.close();
  });

  test("Reject All closes the dialog without saving, so it asks again next time", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Reject All" }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await stored(page)).toBeNull();
    await expect(page.locator("#analytics-script")).toHaveCount(0);
    await page.reload();
    await expect(dialog(page)).toBeVisible();
  });

  test("Customize shows toggles with necessary locked on; Back returns; Save Preferences saves", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Customize" }).click();
    const necessary = page.getByRole("switch", { name: "Necessary" });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Marketing" })).not.toBeChecked();

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("button", { name: "Accept All" })).toBeVisible();

    await page.getByRole("button", { name: "Customize" }).click();
    await page.getByRole("switch", { name: "Marketing" }).click();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByText("Cookie preferences saved", { exact: true })).toBeVisible();
    expect(JSON.parse((await stored(page)) ?? "null")).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
    });
    await expect(page.locator("#analytics-script")).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator("#analytics-script")).toHaveCount(0);
  });

  test("saving analytics consent loads the script; saving without it removes it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Customize" }).click();
    await page.getByRole("switch", { name: "Analytics" }).click();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.locator("#analytics-script")).toHaveCount(1);

    // A later visit with consent withdrawn in storage: the script is not loaded.
    await page.evaluate(() =>
      window.localStorage.setItem(
        "cookieConsent",
        JSON.stringify({ necessary: true, analytics: false, marketing: false }),
      ),
    );
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#analytics-script")).toHaveCount(0);
  });
});
