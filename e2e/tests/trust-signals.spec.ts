import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";
import { findSourceJob } from "./support/jobs";
import { closePost, publishPost } from "./support/posts";

// Trust signals (decision 0021): what our index observed about each job, on the
// demo data, and a closed job's page that says it closed.

interface SeenJob {
  id: string;
  path: string;
  title: string;
  seen_on: { source: string; publisher: string | null }[];
}

const sites = (job: SeenJob) => new Set(job.seen_on.map((entry) => entry.publisher || entry.source));

/** A demo job from a source that more than one site lists (the demo's cross-posted jobs). */
async function crossPostedJob(request: APIRequestContext): Promise<SeenJob> {
  return (await findSourceJob(
    request,
    (job) => sites(job as unknown as SeenJob).size >= 2,
  )) as unknown as SeenJob;
}

test.describe("trust signals", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("a cross-posted demo job says where it is listed, on its card and its page", async ({ page }) => {
    const job = await crossPostedJob(page.request);
    await page.goto(`/jobs?keyword=${encodeURIComponent(job.title)}&country=us`);
    const card = page
      .getByTestId("job-card")
      .filter({ has: page.locator(`a[href="${job.path}"]`) })
      .first();
    await expect(card.getByText(`Listed on ${sites(job).size} sites`, { exact: true })).toBeVisible();

    await page.goto(job.path);
    const history = page.getByRole("list", { name: "Listing history" });
    await expect(history).toContainText("First seen");
    await expect(history).toContainText("Last checked");
    await expect(history).toContainText(`Listed on ${sites(job).size} sites: ${[...sites(job)].join(", ")}`);
    await expect(page.getByTestId("job-closed")).toHaveCount(0);
  });

  test("new demo jobs are marked 'New' in search, calmly @mobile", async ({ page }) => {
    await page.goto("/jobs?keyword=Engineer&country=us&posted_within_days=1");
    const cards = page.getByTestId("job-card");
    await expect(cards.first()).toBeVisible();
    // Posted in the last day and first seen by us today: every card on this page is new.
    await expect(cards.first().getByTitle("First seen in the last 24 hours")).toHaveText("New");
    await expectNoAxeViolations(page);
  });

  test("an employer's post that closes answers 410, says so, and shows similar open jobs", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // a company signs up, verifies its address and an operator approves its post
    const title = `Platform Engineer ${Date.now().toString(36)}`;
    const { postId, jobId } = await publishPost(page, browser, baseURL ?? "", {
      companyName: "Short Lived Co",
      title,
      explanation: "Run the Kubernetes platform our product teams deploy to, with a small team.",
      // A city no other spec counts jobs in: this post comes and goes while they run.
      location: "Salt Lake City, UT",
      salary: "$130,000 - $160,000 a year",
      description: "You will build and operate the clusters, pipelines and tooling behind our services.",
      requirements: "4+ years of Kubernetes, Terraform and Go or Python in production.",
    });

    // Open, it is new and has its Apply button.
    await page.goto(`/jobs/${jobId}`);
    const heading = page.getByRole("heading", { level: 1, name: title });
    const header = page.locator(".ui-card", { has: heading }); // not the related jobs' cards
    await expect(heading).toBeVisible();
    await expect(header.getByTitle("First seen in the last 24 hours")).toBeVisible();
    await expect(page.getByRole("link", { name: /Apply/ })).toBeVisible();

    await closePost(page, postId);

    // Its API answer and its page now: 410, noindex, no JobPosting, the notice, no Apply, similar
    // open jobs (at the job's own address, which every link names).
    const answer = await page.request.get(`/api/jobs/${jobId}`);
    expect(answer.status()).toBe(410);
    const response = await page.goto((await answer.json()).path as string);
    expect(response?.status()).toBe(410);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).not.toContain("JobPosting");
    const notice = page.getByTestId("job-closed");
    await expect(notice).toContainText("This job has closed");
    await expect(notice).toContainText("We saw it close on");
    await expect(page.getByRole("link", { name: /Apply/ })).toHaveCount(0);
    await expect(header.getByTitle("First seen in the last 24 hours")).toHaveCount(0);
    const similar = page.getByRole("heading", { name: "Similar open jobs" });
    await expect(similar).toBeVisible();
    await expect(page.locator("section", { has: similar }).getByRole("link").nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    // And it is out of search at once.
    const search = await page.request.get(`/api/jobs/search?keyword=${encodeURIComponent(title)}&country=us`);
    expect(((await search.json()).jobs as { id: string }[]).map((j) => j.id)).not.toContain(jobId);
  });
});
