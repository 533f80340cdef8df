import { expect, test, withConsent } from "./support/fixtures";
import { findSourceJob } from "./support/jobs";

// Search pages say what they search for, in their title and in what they list (a city page's
// path keyword included: /developer-jobs-in-austin lists developer jobs).

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

  test("/programmer-jobs-in-nyc searches programmer jobs, unlike /it-jobs-in-nyc", async ({
    page,
    request,
  }) => {
    // The first search comes with the page: read which search it is.
    const firstSearch = async (path: string) => {
      const html = await (await request.get(path)).text();
      const preloaded = html.match(/<script id="preloaded-api"[^>]*>(.*?)<\/script>/s)?.[1] ?? "[]";
      const [answer] = JSON.parse(preloaded) as { url: string }[];
      return new URL(answer?.url ?? "/", "http://x").searchParams;
    };
    expect((await firstSearch("/programmer-jobs-in-nyc")).get("keyword")).toBe("Programmer");
    expect((await firstSearch("/it-jobs-in-nyc")).get("keyword")).toBeNull();
    await page.goto("/programmer-jobs-in-nyc");
    await expect(page.getByLabel("Keyword")).toHaveValue("Programmer");
  });

  test("'United States' lists every US job, and the count is of the jobs it lists", async ({
    page,
    request,
  }) => {
    const searched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/jobs/search")) searched.push(r.url());
    });
    await page.goto("/");
    await page.locator("#it-jobs-near-me").getByRole("link", { name: "United States", exact: true }).click();
    const summary = page.getByRole("heading", { name: found("IT", "United States") });
    await expect(summary).toBeVisible();
    // The count is the total of the very search whose jobs are listed.
    const last = searched.at(-1) ?? "";
    const answer = (await (await request.get(last)).json()) as { total: number; jobs: { title: string }[] };
    await expect(summary).toHaveText(
      `Found ${answer.total.toLocaleString("en-US")} IT jobs in United States`,
    );
    await expect(page.getByTestId("job-card").first()).toContainText(answer.jobs[0]?.title ?? "");

    // A country alone is the fallback search ('Software Developer' in the US), and says so.
    await page.goto("/jobs?country=us");
    await expect(page.getByRole("heading", { name: found("Software Developer", "US") })).toBeVisible();
  });

  test("/jobs/location/ with no place is the search page, not 'Job Details Not Found'", async ({ page }) => {
    const response = await page.goto("/jobs/location/?keyword=Python");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/jobs\?keyword=Python$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search IT Jobs" })).toBeVisible();
    await expect(page.getByText("Job Details Not Found")).toHaveCount(0);
  });

  test("the job page's 'Jobs' breadcrumb leads back to the seeker's search", async ({ page }) => {
    const search = "/jobs?keyword=Developer&location=Austin&country=us";
    const { title } = await findSourceJob(page.request, undefined, ["keyword=Developer&location=Austin"]);
    await page.goto(search);
    await page.getByTestId("job-card").filter({ hasText: title }).first().getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const jobs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Jobs" });
    await expect(jobs).toHaveAttribute("href", search);
    await jobs.click();
    await expect(page).toHaveURL(search);
    await expect(page.getByLabel("Job title")).toHaveValue("Developer");
  });

  for (const [path, heading, what] of [
    ["/software-engineer-jobs", "Software Engineer Jobs", "Software Engineer"],
    ["/web-developer-jobs", "Web Developer Jobs", "Web Developer"],
    ["/developer-jobs", "Developer Jobs", "Developer"],
    ["/jobs/location/austin", "IT Jobs in Austin", "IT"],
    ["/it-jobs-in-seattle", "IT Jobs in Seattle", "IT"],
  ] as const) {
    test(`${path} sends its heading and first jobs in its HTML and shows them without asking again`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      const preloaded = html.match(/<script id="preloaded-api"[^>]*>(.*?)<\/script>/s)?.[1] ?? "[]";
      const [answer] = JSON.parse(preloaded) as { body: { jobs: { title: string }[] } }[];
      expect(answer?.body.jobs.length).toBeGreaterThan(0);

      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text()))
          problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      // The first results come with the page: the search API is not needed for them (a search
      // seen for the first time may be polled later, while the server refreshes it).
      await page.route("**/api/jobs/search?**", (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: new RegExp(`^Found [\\d,]+\\+? ${what} jobs`) }),
      ).toBeVisible();
      await expect(page.getByTestId("job-card").first()).toContainText(answer?.body.jobs[0]?.title ?? "");
      expect(problems).toEqual([]); // no hydration mismatch
    });
  }
});
