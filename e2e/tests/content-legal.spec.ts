import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

test.describe("legal pages and about", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the Impressum names the operator, contact, VAT ID and dispute resolution", async ({ page }) => {
    await page.goto("/legal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
    for (const text of ["IT Jobs Info GmbH", "Musterstraße 1", "contact@itjobs.info", "DE123456789"]) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "EU dispute resolution" })).toBeVisible();
  });

  test("the Terms of Service have the eight sections", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "1. Acceptance of Terms",
      "2. User Accounts",
      "3. Job Postings",
      "4. Intellectual Property",
      "5. Termination",
      "6. Right of Withdrawal",
      "7. Changes to Terms",
      "8. Governing Law",
    ]);
    await expect(page.getByText(/within 14 days/)).toBeVisible();
    await expect(page.getByText(/at least 30 days/)).toBeVisible();
    await expect(page.getByText(/Federal Republic of Germany/)).toBeVisible();
  });

  test("the Privacy Policy covers overview, hosting, controller and the cookie choices", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    for (const heading of ["Privacy at a Glance", "Hosting", "Controller", "Cookies and Local Storage"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByText(/Accept All, Reject All or Customize/)).toBeVisible();
  });

  test("About Us: breadcrumb, mission and three partner links that open safely in a new tab", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText("About Us")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    const partners = page.getByTestId("partner-link");
    await expect(partners).toHaveCount(3);
    for (const link of await partners.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
      await expect(link).toHaveAttribute("href", /^https?:\/\//);
    }
  });

  test("the footer links reach each legal page", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await footer.getByRole("link", { name: "Legal Notice" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });

  for (const path of ["/legal", "/terms", "/privacy", "/about"]) {
    test(`${path} has no accessibility violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
