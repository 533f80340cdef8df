import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, withConsent } from "./support/fixtures";

const trigger = (page: Page) => page.getByRole("combobox", { name: "Country", exact: true });
const searchBox = (page: Page) => page.getByPlaceholder("Search country...");
const highlighted = (page: Page) => page.getByRole("option", { selected: true });

test.describe("home country picker", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await page.goto("/");
  });

  test("finds a country by its code or a common alias, exact matches first; Enter picks it", async ({
    page,
  }) => {
    await trigger(page).click();
    for (const [typed, first] of [
      ["us", "United States"],
      ["de", "Germany"],
      ["usa", "United States"],
      ["uk", "United Kingdom"],
    ]) {
      await searchBox(page).fill(typed);
      await expect(page.getByRole("option").first()).toHaveText(first);
      await expect(highlighted(page)).toHaveText(first);
    }
    await page.keyboard.press("Enter");
    await expect(searchBox(page)).toBeHidden();
    await expect(trigger(page)).toHaveText(/United Kingdom/);

    await page.getByLabel("Job title or keyword").fill("Python Developer");
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?keyword=Python%20Developer&country=gb$/);
  });

  test("opens at the chosen country, highlighted and scrolled into view", async ({ page }) => {
    await trigger(page).click();
    await searchBox(page).fill("Japan");
    await page.keyboard.press("Enter");
    await expect(trigger(page)).toHaveText(/Japan/);

    await trigger(page).click();
    const japan = page.getByRole("option", { name: "Japan" });
    await expect(japan).toHaveAttribute("aria-selected", "true");
    await expect(japan).toBeInViewport();
    await expect(page.getByRole("option", { name: "Afghanistan" })).not.toBeInViewport();
  });

  test("works as a combobox from the keyboard: ArrowDown opens, arrows, Home/End, Enter, Escape", async ({
    page,
  }) => {
    await trigger(page).focus();
    await page.keyboard.press("ArrowDown");
    await expect(searchBox(page)).toBeFocused();
    await expect(highlighted(page)).toHaveText("United States");
    await page.keyboard.press("ArrowDown");
    await expect(highlighted(page)).toHaveText("United Kingdom");
    await page.keyboard.press("End");
    await expect(highlighted(page)).toHaveText("Zimbabwe");
    await page.keyboard.press("Home");
    await expect(highlighted(page)).toHaveText("United States");
    await page.keyboard.press("Escape");
    await expect(searchBox(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
    await expect(trigger(page)).toHaveText(/United States/);

    await page.keyboard.press("Alt+ArrowDown");
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(trigger(page)).toHaveText(/United Kingdom/);
    await expect(trigger(page)).toBeFocused();

    await page.keyboard.press("c"); // a letter on the closed picker starts the search
    await expect(searchBox(page)).toHaveValue("c");
  });

  test("lists the sovereign states (about 190), the countries with job listings first", async ({ page }) => {
    await trigger(page).click();
    const options = page.getByRole("option");
    await expect(options).toHaveCount(197);
    await expect(options.first()).toHaveText("United States");
    await expect(page.getByText("Countries with job listings")).toBeVisible();
    for (const territory of ["Bouvet Island", "Puerto Rico", "Antarctica", "Guam", "Åland Islands"])
      await expect(page.getByRole("option", { name: territory })).toHaveCount(0);
  });

  test("the open picker has no accessibility violations", async ({ page }) => {
    await trigger(page).click();
    // A few matches, not ~200 options: axe audits each one, and home's own check is in home.spec.ts.
    await searchBox(page).fill("united");
    await expect(page.getByRole("option")).toHaveCount(3);
    const results = await new AxeBuilder({ page }).include("[data-radix-popper-content-wrapper]").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});

test.describe("IT-role help on touch screens @mobile", () => {
  test.use({ hasTouch: true });

  test("a tap on the IT Role badge opens its help; a tap elsewhere or Escape closes it", async ({ page }) => {
    await withConsent(page);
    await page.goto("/jobs?keyword=Developer&country=us");
    const badge = page.getByTestId("job-card").first().getByRole("button", { name: "IT Role" });
    const help = page.getByRole("tooltip");
    await expect(badge).toHaveAccessibleDescription(/Verified IT role/);

    await badge.tap();
    await expect(help).toContainText("Verified IT role");
    await expect(badge).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(help).toHaveCount(0);

    await badge.tap();
    await expect(help).toBeVisible();
    await badge.tap();
    await expect(help).toHaveCount(0);

    await badge.focus();
    await page.keyboard.press("Enter");
    await expect(help).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(help).toHaveCount(0);
  });
});
