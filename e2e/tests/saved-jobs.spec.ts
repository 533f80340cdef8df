import type { Page } from "@playwright/test";
import { logInViaUi, PASSWORD, signUpViaApi, uniqueEmail } from "./support/accounts";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";
import { findSourceJob } from "./support/jobs";
import { closePost, publishPost } from "./support/posts";

const savedList = (page: Page) => page.getByTestId("saved-jobs");

/** A source's job among the results of a search, its card and title (see findSourceJob). */
async function resultFromSource(page: Page, keyword: string, except?: string) {
  const { title } = await findSourceJob(page.request, (job) => job.title !== except, [`keyword=${keyword}`]);
  await page.goto(`/jobs?keyword=${keyword}&country=us`);
  return { title, card: page.getByTestId("job-card").filter({ hasText: title }).first() };
}

test.describe("saved jobs", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("a visitor's saved job stays in the browser across reloads and joins the account at sign-up", async ({
    page,
  }) => {
    await page.goto("/saved-jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Saved Jobs" })).toBeVisible();
    await expect(page).toHaveTitle("Saved Jobs | IT Jobs Info");
    await expect(page.getByRole("heading", { name: "No saved jobs yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Search IT jobs" })).toHaveAttribute("href", "/jobs");
    await expectNoAxeViolations(page);

    const { title, card } = await resultFromSource(page, "developer");
    await card.getByRole("button", { name: `Save job: ${title}` }).click();
    await expect(card.getByRole("button", { name: `Saved: ${title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.reload();
    await expect(card.getByRole("button", { name: `Saved: ${title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved Jobs" }).click();
    await expect(page.getByText("Kept in this browser.")).toBeVisible();
    await expect(savedList(page).getByRole("link", { name: title }).first()).toBeVisible();
    await expect(page.getByText("1 saved job", { exact: true })).toBeVisible();

    // Signing up keeps it: the browser's list moves to the account and leaves the browser.
    await signUpViaApi(page, { type: "job_seeker", email: uniqueEmail("saved-visitor") });
    await page.reload();
    await expect(page.getByText("Kept on your account")).toBeVisible();
    await expect(savedList(page).getByRole("link", { name: title }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("itjobs.savedJobs"))).toBeNull();
    const ids = await (await page.request.get("/api/saved-jobs/ids")).json();
    expect(ids.ids).toHaveLength(1);
  });

  test("a seeker's saved job is there on another device signed in to the same account", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail("saved-seeker");
    await signUpViaApi(page, { type: "job_seeker", email });
    const { title, card } = await resultFromSource(page, "developer");
    await card.getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const save = page.getByRole("main").getByRole("button", { name: "Save job", exact: true });
    await save.click();
    const saved = page.getByRole("main").getByRole("button", { name: "Saved", exact: true });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(async () => (await (await page.request.get("/api/saved-jobs/ids")).json()).ids)
      .toHaveLength(1);

    // Another device: a fresh browser context, signed in to the same account.
    const device = await browser.newContext({ baseURL });
    const other = await device.newPage();
    await withConsent(other);
    // Signed out there, the seeker saves another job first: logging in adds it to the account.
    const { title: anotherTitle, card: another } = await resultFromSource(other, "python", title);
    await another.getByRole("button", { name: `Save job: ${anotherTitle}` }).click();
    await expect(another.getByRole("button", { name: `Saved: ${anotherTitle}` })).toBeVisible();
    await logInViaUi(other, email, PASSWORD);
    await expect(other).not.toHaveURL(/\/login/);
    await expect
      .poll(async () => (await (await other.request.get("/api/saved-jobs/ids")).json()).ids)
      .toHaveLength(2);
    await expect.poll(() => other.evaluate(() => window.localStorage.getItem("itjobs.savedJobs"))).toBeNull();
    await other.goto("/saved-jobs");
    const list = savedList(other);
    await expect(list.getByRole("link", { name: title }).first()).toBeVisible();
    await expect(list.getByRole("link", { name: anotherTitle }).first()).toBeVisible();
    await expect(other.getByText("Kept on your account")).toBeVisible();

    // Removing one there removes it from the account: after a reload only the other is listed.
    await list.getByRole("button", { name: `Saved: ${title}` }).click();
    await expect(list.getByRole("button", { name: `Save job: ${title}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect
      .poll(async () => (await (await other.request.get("/api/saved-jobs/ids")).json()).ids)
      .toHaveLength(1);
    await other.reload();
    await expect(list.getByRole("link", { name: anotherTitle }).first()).toBeVisible();
    await expect(list.getByRole("link", { name: title, exact: true })).toHaveCount(0);
    await device.close();
  });

  test("a content page's job cards save too, and a related job on a job page", async ({ page }) => {
    await page.goto("/careers/devops");
    const card = page.getByTestId("category-job-card").first();
    const title = ((await card.getByRole("heading").textContent()) ?? "").trim();
    await card.getByRole("button", { name: `Save job: ${title}` }).click();
    await expect(card.getByRole("button", { name: `Saved: ${title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Saved", exact: true })).toBeVisible();
    const related = page.getByRole("region", { name: "Related Jobs" }).getByRole("listitem").first();
    const relatedTitle = ((await related.getByRole("heading").textContent()) ?? "").trim();
    await related.getByRole("button", { name: `Save job: ${relatedTitle}` }).click();
    // This page came as a document: its first save loads the saving code, then keeps the job.
    await expect(related.getByRole("button", { name: `Saved: ${relatedTitle}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/saved-jobs");
    await expect(savedList(page).getByRole("link", { name: title }).first()).toBeVisible();
    await expect(savedList(page).getByRole("link", { name: relatedTitle }).first()).toBeVisible();
  });

  test("a job the browser kept that has gone is shown closed, with a search for similar jobs @mobile", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "itjobs.savedJobs",
        JSON.stringify([
          {
            id: "adzuna-999999991",
            title: "Staff Kotlin Engineer",
            company_name: "Long Gone Inc",
            location: "Denver, CO",
            path: "/jobs/staff-kotlin-engineer-at-long-gone-inc-adzuna-999999991",
            saved_at: "2026-10-01T10:00:00.000Z",
          },
        ]),
      );
    });
    await page.goto("/saved-jobs");
    const row = savedList(page).getByRole("listitem").filter({ hasText: "Staff Kotlin Engineer" });
    await expect(row.getByText("Closed", { exact: true })).toBeVisible();
    await expect(row).toContainText("Long Gone Inc");
    await expect(row.getByRole("link", { name: "Search similar jobs" })).toHaveAttribute(
      "href",
      "/jobs?keyword=Staff%20Kotlin%20Engineer",
    );
    await expectNoAxeViolations(page);
  });

  test("a saved job its employer closes stays listed as closed, with similar open jobs", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // a company signs up, verifies its address and an operator approves its post
    const title = `Senior Python Developer ${Date.now().toString(36)}`;
    const { postId, jobId } = await publishPost(page, browser, baseURL ?? "", {
      companyName: "Closing Soon Ltd",
      title,
      explanation: "Build and run the APIs behind our cloud platform with a small team.",
      // A city no other spec counts jobs in: this post comes and goes while they run.
      location: "Salt Lake City, UT",
      salary: "$120,000 - $150,000 a year",
      description: "You will design, build and operate Django services used by thousands of customers daily.",
      requirements: "5+ years of Python, Django, PostgreSQL and AWS experience.",
    });
    expect(jobId).toMatch(/^direct-\d+$/);

    // A seeker (another browser) saves it from its page.
    const seeker = await browser.newContext({ baseURL });
    const seekerPage = await seeker.newPage();
    await withConsent(seekerPage);
    await signUpViaApi(seekerPage, { type: "job_seeker", email: uniqueEmail("saved-closer") });
    await seekerPage.goto(`/jobs/${jobId}`);
    // The button turns 'Saved' before the server answers (and back on a failure, with a toast):
    // the server's answer is what this step checks, and a failure names its status and body.
    const saving = seekerPage.waitForResponse(
      (response) =>
        response.request().method() === "PUT" && response.url().endsWith(`/api/saved-jobs/${jobId}`),
    );
    await seekerPage.getByRole("main").getByRole("button", { name: "Save job", exact: true }).click();
    const saved = await saving;
    expect(saved.status(), await saved.text()).toBe(200);
    await expect(
      seekerPage.getByRole("main").getByRole("button", { name: "Saved", exact: true }),
    ).toBeVisible();
    expect((await (await seekerPage.request.get("/api/saved-jobs/ids")).json()).ids).toEqual([jobId]);

    // The company closes the post: the job leaves search, and the seeker's list keeps it as closed.
    await closePost(page, postId);
    await seekerPage.goto("/saved-jobs");
    const row = savedList(seekerPage).getByRole("listitem").filter({ hasText: title }).first();
    await expect(row.getByText("Closed", { exact: true })).toBeVisible();
    await expect(row).toContainText("Closing Soon Ltd");
    const similar = row.getByRole("region", { name: `Similar open jobs to ${title}` });
    await expect(
      similar.getByRole("link").filter({ hasNotText: "Search similar jobs" }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(seekerPage);
    await seeker.close();
  });
});
