import { jobCard, mockJobSearch, searchResult } from "./support/content";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

test.describe("category landing pages", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the server sends the category content in the HTML, before any script runs", async ({ request }) => {
    const response = await request.get("/careers/devops");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>DevOps Jobs and Career Guide | IT Jobs Info</title>");
    expect(html).toContain("DevOps Jobs and Career Guide</h1>");
    expect(html).toContain("What You Should Know");
    expect(html).toContain("Entry Level");
    expect(html).toContain('"@type":"Occupation"');
  });

  test("hero, breadcrumbs, skills, bullets, career path and sidebar", async ({ page }) => {
    await mockJobSearch(page, (route) => route.fulfill({ json: searchResult([]) }));
    await page.goto("/careers/devops");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DevOps Jobs and Career Guide");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
    await expect(crumbs.getByText("DevOps", { exact: true })).toHaveAttribute("aria-current", "page");

    await expect(page.getByRole("link", { name: "Browse DevOps Jobs" })).toHaveAttribute(
      "href",
      "/jobs?keyword=devops+engineer",
    );
    await expect(page.getByRole("link", { name: "Explore Career Guides" })).toHaveAttribute(
      "href",
      "/career-guides",
    );
    await expect(page.getByRole("link", { name: "Kubernetes", exact: true })).toHaveAttribute(
      "href",
      "/jobs?keyword=Kubernetes",
    );
    await expect(page.getByRole("heading", { name: "What You Should Know" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "What You Should Know" }).locator("..").getByRole("listitem"),
    ).toHaveCount(4);
    for (const level of ["Entry Level", "Mid-Level", "Senior Level"]) {
      await expect(page.getByRole("heading", { name: level })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "View All DevOps Jobs" })).toHaveAttribute(
      "href",
      "/jobs?keyword=devops+engineer",
    );

    const sidebar = page.getByRole("complementary", { name: "Resources" });
    await expect(sidebar.getByRole("link", { name: "Search DevOps Jobs" })).toHaveAttribute(
      "href",
      "/jobs?keyword=devops+engineer",
    );
    await expect(sidebar.getByRole("link", { name: "Career Guides", exact: true })).toHaveAttribute(
      "href",
      "/career-guides",
    );
    await expect(sidebar.getByRole("link", { name: "For Employers" })).toHaveAttribute("href", "/employers");
    await expect(sidebar.getByRole("link", { name: "How to Become a DevOps Engineer" })).toHaveAttribute(
      "href",
      "/career-guides/how-to-become-a-devops-engineer",
    );
    await expect(sidebar.getByRole("link", { name: "View All Guides" })).toHaveAttribute(
      "href",
      "/career-guides",
    );
    const related = sidebar
      .getByRole("heading", { name: "Related Categories" })
      .locator("..")
      .getByRole("link");
    await expect(related).toHaveCount(5);
    await expect(related.first()).toHaveAttribute("href", /^\/careers\/[a-z-]+$/);
  });

  test("latest jobs: the first two keywords, page 1, 8 per page, 4 placeholders while loading", async ({
    page,
  }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = await mockJobSearch(page, async (route) => {
      await gate;
      await route.fulfill({ json: searchResult([jobCard()]) });
    });
    await page.goto("/careers/devops");
    await expect(page.getByRole("heading", { name: "Latest DevOps Jobs" })).toBeVisible();
    await expect(page.getByTestId("category-job-placeholder")).toHaveCount(4);
    release();
    await expect(page.getByTestId("category-job-card")).toHaveCount(1);
    await expect(page.getByTestId("category-job-placeholder")).toHaveCount(0);
    const url = calls[0];
    expect(url?.searchParams.get("keyword")).toBe("devops engineer OR site reliability engineer");
    expect(url?.searchParams.get("page")).toBe("1");
    expect(url?.searchParams.get("page_size")).toBe("8");
  });

  test("job cards: the job's own type and company, the default snippet", async ({ page }) => {
    await mockJobSearch(page, (route) =>
      route.fulfill({
        json: searchResult([
          jobCard({ id: "direct-1", title: "Platform Engineer", company_name: null, snippet: "" }),
          jobCard({
            id: "direct-2",
            path: "/jobs/sre-direct-2",
            title: "Site Reliability Engineer",
            location: "",
            employment_type: "CONTRACTOR",
          }),
          jobCard({ id: "direct-3", title: "Cloud Engineer", employment_type: "PART_TIME" }),
          jobCard({ id: "direct-4", title: "Network Engineer", employment_type: null }),
        ]),
      }),
    );
    await page.goto("/careers/devops");
    const cards = page.getByTestId("category-job-card");
    await expect(cards).toHaveCount(4);
    // No 'Company' posing as an employer, no 'Full-time' for a contract or part-time job (decision 0008).
    await expect(cards.nth(0)).toContainText("Company not specified");
    await expect(cards.nth(0)).toContainText("Full-time");
    await expect(cards.nth(0)).toContainText("View job details for more information");
    await expect(cards.nth(1)).toContainText("Acme");
    await expect(cards.nth(1)).toContainText("Contract");
    await expect(cards.nth(1)).not.toContainText("Full-time");
    await expect(cards.nth(2)).toContainText("Part-time");
    await expect(cards.nth(2)).not.toContainText("Full-time");
    await expect(cards.nth(3)).not.toContainText("Full-time");
    await expect(cards.nth(1).getByRole("link", { name: "Site Reliability Engineer" })).toHaveAttribute(
      "href",
      "/jobs/sre-direct-2",
    );
  });

  test("a card opens the job's page (a content page loads the next page as a document)", async ({ page }) => {
    // A job the index holds (a made-up id could be a job another spec posted, under another title).
    const found = await page.request.get("/api/jobs/search?keyword=devops&country=us");
    const job = ((await found.json()) as { jobs: { id: string; path: string; title: string }[] }).jobs[0];
    expect(job).toBeDefined();
    await mockJobSearch(page, (route) =>
      route.fulfill({ json: searchResult([jobCard({ id: job.id, path: job.path, title: job.title })]) }),
    );
    await page.goto("/careers/devops");
    await page.getByTestId("category-job-card").getByRole("link", { name: job.title, exact: true }).click();
    await expect(page).toHaveURL(new URL(job.path, page.url()).href);
    // The job page comes from the server by id, not from navigation state (decision 0006).
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  });

  test("no jobs: the empty state with Browse All Jobs", async ({ page }) => {
    await mockJobSearch(page, (route) => route.fulfill({ json: searchResult([]) }));
    await page.goto("/careers/cybersecurity");
    await expect(
      page.getByText("No jobs found for this category. Try browsing all jobs instead."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Jobs" })).toHaveAttribute("href", "/jobs");
  });

  test("a failed search shows the empty state and logs 'Error fetching category jobs'", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await mockJobSearch(page, (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/careers/data-science");
    await expect(page.getByTestId("category-jobs-empty")).toBeVisible();
    expect(errors.some((text) => text.includes("Error fetching category jobs"))).toBe(true);
  });

  test("choosing a related category loads its own content and jobs", async ({ page }) => {
    const calls = await mockJobSearch(page, (route, url) =>
      route.fulfill({
        json: searchResult([jobCard({ title: `Job for ${url.searchParams.get("keyword")}` })]),
      }),
    );
    await page.goto("/careers/devops");
    await expect(page.getByTestId("category-job-card")).toHaveCount(1);
    await page
      .getByRole("complementary", { name: "Resources" })
      .getByRole("link", { name: "Cloud Computing" })
      .click();
    await expect(page).toHaveURL(/\/careers\/cloud-computing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cloud Computing Jobs and Career Guide");
    await expect(page.getByText("Job for cloud engineer OR cloud architect")).toBeVisible();
    expect(calls.map((url) => url.searchParams.get("keyword"))).toContain(
      "cloud engineer OR cloud architect",
    );
    await expect(page).toHaveTitle("Cloud Computing Jobs and Career Guide | IT Jobs Info");
  });

  test("an unknown slug falls back to IT Careers with status 200", async ({ page }) => {
    await mockJobSearch(page, (route) => route.fulfill({ json: searchResult([]) }));
    const response = await page.goto("/careers/underwater-basket-weaving");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT Careers Jobs and Career Guide");
  });

  test("/job-categories/{slug} shows the category with /careers/{slug} as canonical", async ({ page }) => {
    await mockJobSearch(page, (route) => route.fulfill({ json: searchResult([]) }));
    await page.goto("/job-categories/ui-ux-design");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("UI/UX Design Jobs and Career Guide");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/careers\/ui-ux-design$/);
  });

  test("/careers lists the eight categories and the IT roles with salaries", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT Career Paths and Job Categories");
    await expect(page.getByRole("link", { name: "Network Administration" })).toHaveAttribute(
      "href",
      "/careers/network-administration",
    );
    await expect(page.locator('a[href^="/careers/"]')).toHaveCount(8);
    await expect(page.getByText("$90,000-$180,000")).toBeVisible();
  });

  for (const path of ["/careers", "/careers/devops"]) {
    test(`${path} has no accessibility violations @mobile`, async ({ page }) => {
      await mockJobSearch(page, (route) => route.fulfill({ json: searchResult([jobCard()]) }));
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path !== "/careers") await expect(page.getByTestId("category-job-card")).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});
