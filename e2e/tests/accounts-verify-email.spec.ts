import { signUpViaApi, toast, uniqueEmail, verificationLink } from "./support/accounts";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

test.describe("e-mail verification", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the link mailed at sign-up verifies the address, on any device; the account page says so", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail("verify");
    await signUpViaApi(page, { type: "company", email, companyName: "Verified Co" });
    const link = await verificationLink(email);

    await page.goto("/account");
    await expect(page.getByTestId("verify-email-notice")).toContainText(
      "Until you open it, your job posts are not published and applicants do not see your address.",
    );
    await expect(page.getByText("Not yet")).toBeVisible();

    // Opened on another device, where nobody is signed in.
    const other = await browser.newContext({ baseURL });
    const phone = await other.newPage();
    await withConsent(phone);
    await phone.goto(link);
    await expect(phone).toHaveTitle("Verify Your E-mail Address | IT Jobs Info");
    await expect(phone.getByRole("heading", { level: 1, name: "Verify your e-mail address" })).toBeVisible();
    await expect(phone.getByRole("status")).toContainText(`Your e-mail address ${email} is verified.`);
    await expect(phone.getByRole("link", { name: "Log in" })).toBeVisible();
    await other.close();

    await page.reload();
    await expect(page.getByTestId("verify-email-notice")).toHaveCount(0);
    await expect(page.getByRole("definition").filter({ hasText: "Yes" })).toBeVisible();
    // Opening it again (signed in this time) says the same, and leads to the dashboard.
    await page.goto(link);
    await expect(page.getByRole("main").getByRole("status")).toContainText("is verified.");
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await expect(page).toHaveURL(/\/employers\/dashboard$/);
    await expect(page.getByTestId("verify-email-notice")).toHaveCount(0);
  });

  test("a broken link says so and offers a new one to the signed-in account @mobile", async ({ page }) => {
    const email = uniqueEmail("verify-broken");
    await signUpViaApi(page, { type: "company", email, companyName: "Broken Link Co" });
    const link = await verificationLink(email);

    await page.goto(`${link.slice(0, -6)}AAAAAA`);
    await expect(page.getByRole("alert")).toContainText("This verification link is invalid.");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(toast(page, "Verification e-mail sent")).toContainText(
      "We have sent you a new verification link.",
    );

    await page.goto("/verify-email");
    await expect(page.getByRole("alert")).toContainText("This verification link is incomplete.");
  });

  test("a visitor with a broken link is asked to log in for a new one", async ({ page }) => {
    await page.goto("/verify-email?token=not-a-real-token");
    await expect(page.getByRole("alert")).toContainText("This verification link is invalid.");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login?next=%2Faccount",
    );
  });
});
