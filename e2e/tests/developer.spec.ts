import {
  expect,
  expectNoAxeViolations,
  test,
  withConsent,
  withoutPreloadedAnswers,
} from "./support/fixtures";

test.describe("developer and programmer pages", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("/developer-jobs searches by location only, keyword 'Developer' in the US", async ({
    page,
    request,
  }) => {
    // The first search comes with the prerendered page (decision 0009): read which search it is.
    const html = await (await request.get("/developer-jobs")).text();
    const preloaded = html.match(/<script id="preloaded-api"[^>]*>(.*?)<\/script>/s)?.[1] ?? "[]";
    const [answer] = JSON.parse(preloaded) as { url: string }[];
    const params = new URL(answer?.url ?? "/", "http://x").searchParams;
    await page.goto("/developer-jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Developer Jobs" })).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveCount(0);
    await expect(page.getByLabel("Country")).toHaveCount(0);
    expect(params.get("keyword")).toBe("Developer");
    expect(params.get("country")).toBe("us");

    await page.getByLabel("Location").fill("Austin");
    const next = page.waitForRequest((r) => r.url().includes("location=Austin"));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    expect(new URL((await next).url()).searchParams.get("keyword")).toBe("Developer");
    await expect(page).toHaveURL(/\/developer-jobs\?location=Austin$/);
  });

  test("cards show the salary range and the location", async ({ page }) => {
    await page.goto("/developer-jobs");
    const card = page.getByTestId("job-card").first();
    await expect(card).toBeVisible();
    await expect(card.getByText(/(\/ year|\/ month|\/ hour|Salary not specified|\d)/).first()).toBeVisible();
    const texts = await page
      .getByTestId("job-card")
      .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
    expect(texts.every((text) => /[$£€]|Salary not specified/.test(text))).toBe(true);
  });

  test("/programmer-jobs uses the keyword 'Programmer'", async ({ page }) => {
    await withoutPreloadedAnswers(page);
    const request = page.waitForRequest((r) => r.url().includes("/api/jobs/search"));
    await page.goto("/programmer-jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Programmer Jobs" })).toBeVisible();
    expect(new URL((await request).url()).searchParams.get("keyword")).toBe("Programmer");
  });

  test("no results: related categories", async ({ page }) => {
    await page.route("**/api/jobs/search?**", async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, json: { ...(await response.json()), jobs: [], total: 0, pages: 0 } });
    });
    await page.goto("/developer-jobs?location=Nowhere");
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
    const links = page
      .getByRole("heading", { name: "Related categories" })
      .locator("xpath=..")
      .getByRole("list")
      .getByRole("link");
    await expect(links).toHaveCount(5);
    await expect(links.first()).toHaveAttribute("href", /^\/careers\//);
  });

  test("has no accessibility violations @mobile", async ({ page }) => {
    await page.goto("/developer-jobs");
    await expect(page.getByTestId("job-card").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
