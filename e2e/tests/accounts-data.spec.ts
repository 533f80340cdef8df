import { readFile } from "node:fs/promises";
import { PASSWORD, signUpViaApi, toast, uniqueEmail } from "./support/accounts";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

test.describe("your account", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("/account needs a login", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/);
  });

  test("downloads the data as JSON, then deletes the account with the password", async ({ page }) => {
    const email = uniqueEmail("data");
    await signUpViaApi(page, { type: "company", email, companyName: "Data Rights Ltd" });
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
    await expect(page).toHaveTitle("Your Account | IT Jobs Info");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data (JSON)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("it-jobs-info-my-data.json");
    const data = JSON.parse(await readFile((await file.path()) ?? "", "utf8"));
    expect(data.account.email).toBe(email);
    expect(data.company.name).toBe("Data Rights Ltd");

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Confirm with your password").fill("wrong-password");
    await dialog.getByRole("button", { name: "Delete permanently" }).click();
    await expect(dialog.getByText("Password is incorrect.")).toBeVisible();
    await dialog.getByLabel("Confirm with your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete permanently" }).click();
    await expect(toast(page, "Account deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const token = (await (await page.request.get("/api/auth/csrf")).json()).csrf_token;
    const login = await page.request.post("/api/auth/login", {
      headers: { "X-CSRFToken": token },
      data: { email, password: PASSWORD, terms_accepted: true },
    });
    expect(login.status()).toBe(401);
  });

  test("the account page has no accessibility violations @mobile", async ({ page }) => {
    await signUpViaApi(page, { type: "job_seeker", email: uniqueEmail("axe-account") });
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
