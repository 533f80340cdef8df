import { expect, test, withConsent } from "./support/fixtures";

// Issue 19, item 7 (and the keyword of city page paths from item 5): search pages say what they
// search for, in their title and in what they list.

const found = (what: string, where: string) => new RegExp(`^Found [\\d,]+\\+? ${what} jobs? in ${where}$`);

test.describe("search pages say what they search for", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the results page's title names the search, on load and after a new search", async ({ page }) => {
    await page.goto("/jobs?keyword=python+developer&location=Austin&country=us");
    await expect(page).toHaveTitle("Python Developer Jobs in Austin | IT Jobs Info");

    await page.getByLabel("Job title").fill("DevOps Engineer");
    await page.getByLabel("Location").fill("Seattle");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/keyword=DevOps\+Engineer/);
    await expect(page).toHaveTitle("DevOps Engineer Jobs in Seattle | IT Jobs Info");

    await page.goBack();
    await expect(page).toHaveTitle("Python Developer Jobs in Austin | IT Jobs Info");
  });

  test("/developer-jobs-in-austin lists developer jobs, not every IT job in Austin", async ({
    page,
    request,
  }) => {
    const count = async (keyword: string) => {
      const query = new URLSearchParams({ location: "Austin", country: "us", page_size: "1" });
      if (keyword) query.set("keyword", keyword);
      return ((await (await request.get(`/api/jobs/search?${query}`)).json()) as { total: number }).total;
    };
    const [developers, all] = [await count("Developer"), await count("")];
    expect(developers).toBeLessThan(all);

    await page.goto("/developer-jobs-in-austin");
    await expect(page.getByRole("heading", { level: 1, name: "Developer Jobs in Austin" })).toBeVisible();
    await expect(page.getByLabel("Keyword")).toHaveValue("Developer");
    await expect(page.getByRole("heading", { name: found("Developer", "Austin") })).toHaveText(
      `Found ${developers.toLocaleString("en-US")} Developer jobs in Austin`,
    );

    await page.goto("/it-jobs-in-austin");
    await expect(page.getByRole("heading", { name: found("IT", "Austin") })).toHaveText(
      `Found ${all.toLocaleString("en-US")} IT jobs in Austin`,
    );
  });

  test("/programmer-jobs-in-nyc searches programmer jobs, unlike /it-jobs-in-nyc", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/jobs/search"))
        asked.push(new URL(r.url()).searchParams.get("keyword") ?? "");
    });
    await page.goto("/programmer-jobs-in-nyc");
    await expect(page.getByLabel("Keyword")).toHaveValue("Programmer");
    await expect.poll(() => asked).toContain("Programmer");
  });
});
