import type { Page } from "@playwright/test";
import { approveInAdmin, signUpViaApi, toast, uniqueEmail, verificationLink } from "./support/accounts";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

/** A title with a word no demo job has, so search finds exactly this post. */
function uniqueTitle(): string {
  const word = `Quokkalang${Math.random().toString(36).slice(2, 8)}`;
  return `Senior ${word} Developer`;
}

async function fillJob(page: Page, title: string) {
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Location").fill("Remote");
  await page.getByLabel("Job type").selectOption("full-time");
  await page.getByLabel("Salary range").fill("$120,000 - $150,000 a year");
  await page
    .getByLabel("Description")
    .fill("Build the language tooling our customers use every day: parsers, editors and a fast compiler.");
  await page.getByLabel("Requirements").fill("Five years of compiler or tooling work in any language.");
}

test.describe("posting a job", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("without a session: 'Authentication required' and off to /auth", async ({ page }) => {
    await page.goto("/post-job");
    await expect(toast(page, "Authentication required")).toContainText(
      "You need to create a company account to post jobs.",
    );
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByRole("radio", { name: /Company/ })).toBeChecked();
  });

  test("as a job seeker: 'Company account required' and off to /auth", async ({ page }) => {
    await signUpViaApi(page, { type: "job_seeker", email: uniqueEmail("seeker-post") });
    await page.goto("/post-job");
    await expect(toast(page, "Company account required")).toContainText(
      "Only companies can post jobs. Please create a company account.",
    );
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("checks the account, validates, fills the explanation, posts, caps, is approved and found in search", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("poster");
    await signUpViaApi(page, { type: "company", email, companyName: "Quokka Labs" });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/session", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/post-job");
    await expect(page.getByRole("status").filter({ hasText: "Checking your account..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Post a Job" })).toBeVisible();

    await expect(page.getByLabel("Company name")).toHaveValue("Quokka Labs");
    await expect(page.getByLabel("Company name")).not.toBeEditable();
    await expect(page.getByLabel("Contact email")).toHaveValue(email);
    await expect(page.getByLabel("Contact email")).not.toBeEditable();
    await page.getByRole("button", { name: "Post Job" }).click();
    for (const message of [
      "Job title must be at least 5 characters.",
      "Job explanation must be at least 30 characters.",
      "Location must be at least 2 characters.",
      "Please select a job type.",
      "Salary information is required.",
      "Description must be at least 50 characters.",
      "Requirements must be at least 30 characters.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    const title = uniqueTitle();
    await fillJob(page, title);
    await expect(page.getByLabel("Job explanation")).toHaveValue(/engineering team/);
    await page.getByRole("button", { name: "Post Job" }).click();
    await expect(toast(page, "Job Posted Successfully")).toContainText(
      "Your job has been submitted for review.",
    );
    await expect(page).toHaveURL(/\/employers\/dashboard$/);
    const post = page.getByTestId("dashboard-post").filter({ hasText: title });
    await expect(post).toContainText("Pending review");
    await expect(page.getByText("1 of 1 active post")).toBeVisible();

    // Starter plan: one active post. The form says so up front, and the server refuses a second one.
    await page.goto("/post-job");
    await expect(page.getByRole("alert")).toContainText("Your Starter plan allows 1 active job post");
    await fillJob(page, uniqueTitle());
    await page.getByRole("button", { name: "Post Job" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Your Starter plan allows 1 active job post (pending or published). Close a post or upgrade your plan to post more.",
    );
    await expect(toast(page, "Job not posted")).toBeVisible();
    await expect(page).toHaveURL(/\/post-job$/);

    // A pending post can be edited.
    await page.goto("/employers/dashboard");
    await post.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Job Post" })).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue(title);
    await page.getByLabel("Location").fill("Remote, USA");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Job post updated")).toBeVisible();
    await expect(post).toContainText("Remote, USA");

    // Nothing is published before the company's address is verified: the dashboard says so, and the
    // operator's approval is refused with the reason.
    await expect(page.getByTestId("verify-email-notice")).toContainText(
      `We sent a link to ${email}. Until you open it, your job posts are not published`,
    );
    await approveInAdmin(browser, baseURL ?? "", title, {
      refused: "Quokka Labs has not verified its e-mail address",
    });
    // The company opens the link mailed at sign-up.
    // The toast of the edit above may come along (toasts raised just before a page is left are
    // carried to the next one): the verification status is the one in the page.
    await page.goto(await verificationLink(email));
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      `Your e-mail address ${email} is verified.`,
    );
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page.getByTestId("verify-email-notice")).toHaveCount(0);

    // An operator approves it in the admin; it is published as a Direct job, found in search.
    await approveInAdmin(browser, baseURL ?? "", title);
    await page.reload();
    await expect(post).toContainText("Published");
    await expect(post.getByRole("link", { name: `Edit ${title}` })).toHaveCount(0);
    await post.getByRole("link", { name: `View job page: ${title}` }).click();
    await expect(page).toHaveURL(/\/jobs\/senior-quokkalang[a-z0-9]+-developer-at-quokka-labs-direct-\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    const keyword = title.split(" ")[1] ?? "";
    await page.goto(`/jobs?keyword=${keyword}&country=us`);
    const card = page.getByTestId("job-card").filter({ hasText: title });
    await expect(card).toBeVisible();

    // Closing takes it out of search; duplicating makes a new pending copy.
    await page.goto("/employers/dashboard");
    await post.getByRole("button", { name: `Close ${title}` }).click();
    await page
      .getByRole("dialog", { name: "Close this job post?" })
      .getByRole("button", { name: "Close post" })
      .click();
    await expect(toast(page, "Job post closed")).toBeVisible();
    await expect(post).toContainText("Closed");
    await post.getByRole("button", { name: `Duplicate ${title}` }).click();
    await expect(toast(page, "Job post duplicated")).toBeVisible();
    await expect(page.getByTestId("dashboard-post").filter({ hasText: title })).toHaveCount(2);
    await expect(page.getByTestId("dashboard-post").first()).toContainText("Pending review");
    // While the server still refreshes this query from the sources (its background refresher may
    // be busy with popular queries), the page says it is looking and asks again up to 3 times,
    // 4 s apart, before it calls the result empty: the page's clock skips those waits.
    await page.clock.install();
    await page.goto(`/jobs?keyword=${keyword}&country=us`);
    const empty = page.getByRole("heading", { name: "No Jobs Found" });
    await expect(async () => {
      await page.clock.fastForward(4_000);
      await expect(empty).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });

  test("post-job and the dashboard have no accessibility violations @mobile", async ({ page }) => {
    await signUpViaApi(page, { type: "company", email: uniqueEmail("axe-company"), companyName: "Axe Co" });
    await page.goto("/post-job");
    await page.getByRole("button", { name: "Post Job" }).click();
    await expect(page.getByText("Please select a job type.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/employers/dashboard");
    await expect(page.getByRole("heading", { name: "No job posts yet" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
