import { request as playwrightRequest } from "@playwright/test";
import { csrfToken, findMail, uniqueEmail } from "./support/accounts";
import { mailsWith, manage, publishDirectJob } from "./support/alerts";
import { expect, test, withConsent } from "./support/fixtures";

/** The site path of a link in a mail, e.g. '/alerts/confirm?token=...'. */
function linkIn(mail: string, pathname: string): string {
  const match = mail.match(new RegExp(`${pathname.replace("/", "\\/")}\\?token=[^\\s"<>]+`));
  expect(match, mail).not.toBeNull();
  return match?.[0] ?? "";
}

/** The job page links a digest lists (not the 'see all matches' search link). */
function jobLinks(mail: string): string[] {
  const text = mail.split(/Content-Type: text\/html/i)[0] ?? mail;
  return [...new Set(text.match(/\/jobs\/[a-z0-9-]+-direct-\d+/g) ?? [])].sort();
}

test.describe("job alerts", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("a visitor creates an alert from a search, confirms it, gets exactly the new jobs once, and one click stops it", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A budget, not a wait: two sign-ups, an operator's approvals and three rounds run as
    // commands (18 s on a quiet machine); the project's slow-test budget, three times the usual.
    test.slow();
    const word = `Zorbalang${Math.random().toString(36).slice(2, 8)}`;
    const email = uniqueEmail("alert-reader");
    const control = uniqueEmail("alert-control");

    // A search nothing matches yet; the visitor asks for its alerts.
    await page.goto(`/jobs?keyword=${word}&location=&country=us`);
    await page.getByRole("button", { name: "Get alerts for this search" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Get alerts for this search" });
    await expect(dialog).toContainText(word);
    await dialog.getByRole("button", { name: "Create alert" }).click();
    await expect(dialog.getByText("Invalid email address")).toBeVisible();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByText("Weekly").click();
    await dialog.getByText("Daily").click();
    await dialog.getByRole("button", { name: "Create alert" }).click();
    await expect(dialog.getByRole("status")).toContainText("Check your inbox");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toHaveCount(0);

    // Nothing but the confirmation before the address confirms; the link confirms it.
    const confirmation = await findMail(`To: ${email}`);
    expect(confirmation).toContain("Confirm your job alert");
    await page.goto(linkIn(confirmation, "/alerts/confirm"));
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your job alert" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your alert is confirmed");

    // A second reader of the same search (through the API), to show the unsubscribe stops only one.
    const created = await page.request.post("/api/alerts", {
      headers: { "X-CSRFToken": await csrfToken(page) },
      data: { keyword: word, location: "", country: "us", email: control, frequency: "daily" },
    });
    expect(created.status()).toBe(201);
    const controlConfirm = await page.request.post("/api/alerts/confirm", {
      headers: { "X-CSRFToken": await csrfToken(page) },
      data: {
        token: new URL(linkIn(await findMail(`To: ${control}`), "/alerts/confirm"), baseURL).searchParams.get(
          "token",
        ),
      },
    });
    expect(controlConfirm.ok()).toBeTruthy();

    // New matching jobs are published into the index; a round runs.
    await publishDirectJob(browser, baseURL ?? "", `Senior ${word} Developer`);
    await publishDirectJob(browser, baseURL ?? "", `${word} Platform Engineer`);
    // A daily alert may mail again at once (a browser cannot wait a day): what stops a mail is only
    // that nothing is new, or that its reader unsubscribed.
    const round = () => manage(["send_alerts"], { ALERTS_DAILY_SECONDS: "0" });
    expect(await round()).toContain("2 digests");
    expect(await round()).toContain("0 digests"); // nothing new: nothing more

    // Exactly one digest, with exactly those two jobs, and RFC 8058's headers.
    const digests = await mailsWith(`To: ${email}`, "List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(digests).toHaveLength(1);
    const digest = digests[0] ?? "";
    expect(digest).toContain(`Senior ${word} Developer`);
    expect(digest).toContain(`${word} Platform Engineer`);
    expect(jobLinks(digest)).toHaveLength(2);
    expect(digest).toContain(`/jobs?keyword=${word}`);

    // The job page it links to opens.
    await page.goto(jobLinks(digest)[0] ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(word);

    // The mail client's one-click unsubscribe: a POST without cookies or login.
    const oneClick = digest.match(/List-Unsubscribe:\s*<([^>]+)>/)?.[1] ?? "";
    expect(oneClick).toContain("/mail/unsubscribe?token=");
    const mailClient = await playwrightRequest.newContext();
    const unsubscribed = await mailClient.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
    expect(unsubscribed.status()).toBe(200);
    await mailClient.dispose();

    // Another new job and another round: the reader who stayed gets it, the one who unsubscribed
    // gets nothing more.
    await publishDirectJob(browser, baseURL ?? "", `Lead ${word} Software Engineer`);
    expect(await round()).toContain("1 digests");
    expect(await mailsWith(`To: ${email}`, "List-Unsubscribe-Post")).toHaveLength(1);
    const controlDigests = await mailsWith(`To: ${control}`, "List-Unsubscribe-Post");
    expect(controlDigests).toHaveLength(2);
    expect(controlDigests.some((mail) => mail.includes(`Lead ${word} Software Engineer`))).toBe(true);
  });

  test("the unsubscribe page asks before it unsubscribes, and says so for a broken link @mobile", async ({
    page,
  }) => {
    await page.goto("/alerts/unsubscribe?token=broken");
    await expect(
      page.getByRole("heading", { level: 1, name: "Unsubscribe from this job alert" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("alert")).toContainText("This link is invalid or has expired");
  });
});
