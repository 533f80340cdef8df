import { PASSWORD, signUpViaApi, toast, uniqueEmail } from "./support/accounts";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

test.describe("sign-up and onboarding", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("a company signs up at /auth ('Sign In', then 'Create employer account') and completes its profile", async ({
    page,
  }) => {
    await page.goto("/auth");
    await expect(page).toHaveTitle("Sign Up or Sign In | IT Jobs Info");
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Create employer account" }).click();
    await expect(page.getByRole("radio", { name: /Company/ })).toBeChecked();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Company name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByText("You must accept the terms to continue")).toBeVisible();
    const form = page.getByRole("form", { name: "Create account" });
    await expect(form.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");

    await page.getByLabel("Company name").fill("Quokka Systems");
    await page.getByLabel("Email").fill(uniqueEmail("company"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("checkbox", { name: /I accept the/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Complete Your Company Profile" }),
    ).toBeVisible();
    await expect(page.getByText("Quokka Systems")).toBeVisible();
    await page.getByLabel("Company description").fill("Too short");
    await page.getByLabel("Website").fill("quokka");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(page.getByText("Description must be at least 10 characters.")).toBeVisible();
    await expect(page.getByText("Please enter a valid URL.")).toBeVisible();
    await page.getByLabel("Company description").fill("We build observability tools for small teams.");
    await page.getByLabel("Website").fill("https://quokka.example");
    await page.getByLabel("Logo URL").fill("https://quokka.example/logo.png");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(toast(page, "Profile Updated")).toContainText(
      "Your company profile has been completed successfully",
    );
    await expect(page).toHaveURL(/\/post-job$/);

    // The saved profile is there on the next visit.
    await page.goto("/onboarding");
    await expect(page.getByLabel("Website")).toHaveValue("https://quokka.example");
  });

  test("a job seeker signs up and completes a profile with skills", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Create a job seeker account" }).click();
    await expect(page.getByRole("radio", { name: /Job seeker/ })).toBeChecked();
    await expect(page.getByLabel("Company name")).toHaveCount(0);
    await page.getByLabel("Email").fill(uniqueEmail("seeker"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("checkbox", { name: /I accept the/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Complete Your Job Seeker Profile" }),
    ).toBeVisible();
    await page.getByLabel("Years of experience").fill("51");
    await page.getByLabel("Résumé URL").fill("not a url");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(page.getByText("Experience must be a whole number of years from 0 to 50.")).toBeVisible();
    await expect(page.getByText("Please enter a valid URL.")).toBeVisible();

    await page.getByLabel("Years of experience").fill("7");
    const skills = page.getByRole("textbox", { name: /^Skills/ });
    await skills.fill("TypeScript");
    await skills.press("Enter");
    await skills.fill("Go, PostgreSQL");
    await skills.press("Enter");
    await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveText([
      "TypeScript",
      "Go",
      "PostgreSQL",
    ]);
    await page.getByRole("button", { name: "Remove Go" }).click();
    await page.getByLabel("Résumé URL").fill("https://cv.example/me.pdf");
    const saved = page.waitForRequest(
      (request) => request.url().endsWith("/api/account/seeker-profile") && request.method() === "PUT",
    );
    await page.getByRole("button", { name: "Complete Profile" }).click();
    expect((await saved).postDataJSON()).toEqual({
      experience_years: 7,
      skills: ["TypeScript", "PostgreSQL"],
      resume_url: "https://cv.example/me.pdf",
    });
    await expect(toast(page, "Profile Updated")).toContainText(
      "Your profile has been completed successfully",
    );
    await expect(page).toHaveURL(/\/$/);
  });

  test("a taken e-mail is reported under the field", async ({ page }) => {
    const email = uniqueEmail("taken");
    await signUpViaApi(page, { type: "job_seeker", email });
    await page.context().clearCookies();
    await page.goto("/auth?mode=signup&type=job_seeker");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("checkbox", { name: /I accept the/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("An account with this email already exists.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("the server's password rules show under the field: not the e-mail address", async ({ page }) => {
    const email = uniqueEmail("samepass");
    await page.goto("/auth?mode=signup&type=job_seeker");
    await expect(
      page.getByText("At least 8 characters, not only digits, not your email address."),
    ).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(email);
    await page.getByRole("checkbox", { name: /I accept the/ }).check();
    const answer = page.waitForResponse("**/api/auth/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.getByText("The password is too similar to the email address.")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  });

  test("onboarding without a login goes to /auth", async ({ page }) => {
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/auth\?next=%2Fonboarding$/);
  });

  test("signed in at /auth: who you are and a way to log out", async ({ page }) => {
    const email = uniqueEmail("signedin");
    await signUpViaApi(page, { type: "job_seeker", email });
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "You are signed in" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Log Out" }).click();
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  });

  test("auth and onboarding screens have no accessibility violations @mobile", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expectNoAxeViolations(page);
    await signUpViaApi(page, { type: "job_seeker", email: uniqueEmail("axe-seeker") });
    await page.goto("/onboarding");
    await expect(
      page.getByRole("heading", { level: 1, name: "Complete Your Job Seeker Profile" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
