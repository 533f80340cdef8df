import type { Page } from "@playwright/test";
import { expect, test, withConsent } from "./support/fixtures";

const cards = (page: Page) => page.getByTestId("job-card");

/** The first card whose top is inside the viewport, after scrolling to about `y`. */
async function scrollAndPickCard(page: Page, y: number) {
  const scrolled = await page.evaluate((target) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(target, max - 200));
    return window.scrollY;
  }, y);
  const index = await cards(page).evaluateAll((els) =>
    els.findIndex((el) => {
      const top = el.getBoundingClientRect().top;
      return top >= 80 && top < window.innerHeight - 120;
    }),
  );
  expect(index).toBeGreaterThan(2);
  return { scrolled, card: cards(page).nth(index) };
}

test.describe("Back from a job returns to the same place in the list", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  for (const path of ["/jobs", "/it-jobs-in-seattle"]) {
    test(`${path}: Back restores the scroll position with the opened job in view @mobile`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(cards(page).nth(20)).toBeAttached();
      const { scrolled, card } = await scrollAndPickCard(page, 3000);
      expect(scrolled).toBeGreaterThan(1500);
      const title = (await card.getByRole("heading").textContent()) ?? "";
      const link = card.getByRole("heading").getByRole("link");
      const href = (await link.getAttribute("href")) ?? "";
      // Where the card stood when the seeker clicked it. Cards they jumped past may still hold a
      // placeholder height on the first load (content-visibility), so Back puts the opened card
      // back where it stood rather than at the same pixel offset. Read at the click itself: a read
      // before it can come while the cards around the viewport are still being laid out.
      await page.evaluate(() => {
        addEventListener(
          "click",
          (event) => {
            const item = (event.target as Element).closest("li");
            document.documentElement.dataset.clickedTop = String(
              Math.round(item?.getBoundingClientRect().top ?? NaN),
            );
          },
          { capture: true, once: true },
        );
      });
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const stood = Number(await page.evaluate(() => document.documentElement.dataset.clickedTop));
      expect(stood).toBeGreaterThan(0);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const opened = cards(page).filter({ has: page.locator(`a[href="${href}"]`) });
      await expect.poll(async () => Math.round((await opened.boundingBox())?.y ?? Number.NaN)).toBe(stood);
      await expect(opened).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    });
  }
});

test.describe("an outage is not 'No Jobs Found'", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the search API answering 500: the 'Error' toast, an error that says it is ours, and Retry @mobile", async ({
    page,
  }) => {
    await page.route("**/api/jobs/search?**", (route) =>
      route.fulfill({ status: 500, json: { detail: "Internal server error" } }),
    );
    await page.goto("/jobs?keyword=Developer&country=us");
    // Three retries (1, 2 and 4 s apart) before the query fails.
    const alert = page.getByTestId("search-error");
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole("heading", { name: "We couldn't load jobs right now" })).toBeVisible();
    await expect(alert).toContainText("problem on our side");
    await expect(page.getByText("Failed to fetch jobs.", { exact: true })).toBeVisible();
    await expect(page.getByText("No Jobs Found")).toHaveCount(0);

    await page.unroute("**/api/jobs/search?**");
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("no answer at all (network failure) shows the same error state", async ({ page }) => {
    await page.route("**/api/jobs/search?**", (route) => route.abort("connectionrefused"));
    await page.goto("/it-jobs-in-austin?keyword=Python");
    await expect(page.getByTestId("search-error")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("No Jobs Found")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Explore jobs in other cities" })).toHaveCount(0);
  });
});
