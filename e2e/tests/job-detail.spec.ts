import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";
import { findSourceJob } from "./support/jobs";

const heading = (page: Page, title: string) => page.getByRole("heading", { level: 1, name: title });

test.describe("job detail", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("a shared link loads every section; a reload shows the same job", async ({ page, request }) => {
    const job = await findSourceJob(request, (j) => j.skills.length > 0);
    const asked: string[] = [];
    page.on("request", (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith("/api/jobs/by-path/") || pathname.startsWith(`/api/jobs/${job.id}`))
        asked.push(pathname);
    });
    const response = await page.goto(job.path);
    expect(response?.status()).toBe(200);
    await expect(heading(page, job.title)).toBeVisible();
    // The job came with the page; only the related jobs are asked for.
    await expect(page.getByRole("heading", { name: "Related Jobs", exact: true })).toBeVisible();
    expect(asked.filter((path) => !path.endsWith("/related"))).toEqual([]);
    await expect(page.getByText(/^Posted /).first()).toBeVisible();
    await expect(page.getByText("Salary", { exact: true })).toBeVisible();
    // The description: the whole text, or the source's start of it (never both).
    await expect(
      page.getByRole("heading", { name: /^(Full Job Description|Description Snippet)$/ }),
    ).toHaveCount(1);
    for (const section of [
      "What this job is about",
      "Skills",
      "Source",
      "Pro Tip",
      "Relevant Guides",
      "Related Jobs",
    ]) {
      await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
    }
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Jobs", job.title]);

    const skill = job.skills[0] ?? "";
    await expect(page.getByRole("link", { name: skill, exact: true })).toHaveAttribute(
      "href",
      `/jobs?keyword=${encodeURIComponent(skill)}`,
    );
    const guides = page
      .getByRole("heading", { name: "Relevant Guides" })
      .locator("xpath=../..")
      .getByRole("link");
    expect(await guides.count()).toBeGreaterThan(0);
    await expect(guides.first()).toHaveAttribute("href", /^\/career-guides\//);

    await page.reload();
    await expect(heading(page, job.title)).toBeVisible();
    await expect(page).toHaveURL(job.path);
  });

  test("one Apply Now opens the original posting in a new tab", async ({ page, request }) => {
    const job = await findSourceJob(request);
    await page.goto(job.path);
    const link = page.getByRole("link", { name: /Apply Now/ });
    await expect(link).toHaveAttribute("href", /^https?:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    // Applying and the original posting are one address: one action.
    await expect(page.getByRole("link", { name: /View Original/ })).toHaveCount(0);
  });

  test("a description the source cut short ends at a whole word and says where it continues", async ({
    page,
    request,
  }) => {
    const job = await findSourceJob(request, (j) => j.source === "Adzuna");
    await page.goto(job.path);
    await expect(page.getByRole("heading", { name: "Description Snippet", exact: true })).toBeVisible();
    const note = page.getByText(/^The full description continues at/);
    await expect(note).toHaveText("The full description continues at Adzuna (opens in a new tab).");
    const text = await page
      .getByRole("heading", { name: "Description Snippet" })
      .locator("xpath=../..")
      .textContent();
    expect(text).toMatch(/(\.|…)\s*The full description continues/);
  });

  test("related jobs: up to 6, and View More Similar Jobs", async ({ page, request }) => {
    const job = await findSourceJob(request);
    await page.goto(job.path);
    const related = page.getByRole("region", { name: "Related Jobs" });
    await expect(related.getByRole("heading", { level: 3 }).first()).toBeVisible();
    expect(await related.getByRole("heading", { level: 3 }).count()).toBeLessThanOrEqual(6);
    await expect(related.getByRole("link", { name: /View More Similar Jobs/ })).toHaveAttribute(
      "href",
      `/jobs?keyword=${encodeURIComponent(job.title)}`,
    );
  });

  test("related jobs: a loading state, then 'No related jobs found.'", async ({ page, request }) => {
    const job = await findSourceJob(request);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/related", async (route) => {
      await gate;
      await route.fulfill({ json: [] });
    });
    await page.goto(job.path);
    await expect(page.getByText("Loading related jobs...")).toBeAttached();
    await expect(page.getByTestId("related-skeleton")).toHaveCount(3);
    release();
    await expect(page.getByText("No related jobs found.")).toBeVisible();
  });

  test("a non-canonical address is replaced by the canonical one", async ({ page, request }) => {
    const job = await findSourceJob(request);
    await page.goto("/about");
    await page.goto(`/jobs/${job.id}`);
    await expect(heading(page, job.title)).toBeVisible();
    await expect(page).toHaveURL(job.path);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/); // replaced, not pushed
  });

  test("a JSearch id with '-', '_' and '=' round-trips through its address", async ({ page, request }) => {
    const job = await findSourceJob(request, (j) => j.source === "JSearch");
    expect(job.id).toMatch(/^jsearch-/);
    await page.goto(job.path);
    await expect(heading(page, job.title)).toBeVisible();
    await expect(page).toHaveURL(job.path);
  });

  test("an unknown job: 'Job Details Not Found', Back to Jobs, and a 404 from the server", async ({
    page,
  }) => {
    const response = await page.goto("/jobs/senior-unicorn-at-nowhere-adzuna-999999999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Job Details Not Found" })).toBeVisible();
    await expect(page.getByText("Could not load job details. Please go back to the list.")).toBeVisible();
    await page.getByRole("link", { name: /Back to Jobs/ }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test("has no accessibility violations @mobile", async ({ page, request }) => {
    const job = await findSourceJob(request);
    await page.goto(job.path);
    await expect(page.getByRole("heading", { name: "What this job is about" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Related Jobs" }).getByRole("heading", { level: 3 }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the not-found screen has no accessibility violations @mobile", async ({ page }) => {
    await page.goto("/jobs/senior-unicorn-at-nowhere-adzuna-999999999999");
    await expect(page.getByRole("heading", { name: "Job Details Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
