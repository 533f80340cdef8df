import {
  findMail,
  logInViaUi,
  PASSWORD,
  signUpViaApi,
  toast,
  uniqueEmail,
  uniqueIp,
} from "./support/accounts";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";

test.describe("login", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("shows the three messages, links terms and privacy, and links sign-up to /auth", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Login | IT Jobs Info");
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByText("You must accept the terms to continue")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    const form = page.getByRole("form", { name: "Log in" });
    await expect(form.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a wrong password toasts 'Login failed' / 'Invalid email or password'", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    const email = uniqueEmail("wrong");
    await signUpViaApi(page, { type: "job_seeker", email });
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("checkbox", { name: /I accept the/ }).check();
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(toast(page, "Login failed")).toContainText("Invalid email or password");
    await expect(toast(page, "Login failed")).toHaveAttribute("data-variant", "destructive");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("logs in: 'Logging In...', the welcome toast, home; /login then sends to /", async ({ page }) => {
    const email = uniqueEmail("login");
    await signUpViaApi(page, { type: "job_seeker", email });
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("checkbox", { name: /I accept the/ }).check();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/login", async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Logging In..." })).toBeDisabled();
    release();
    await expect(toast(page, "Logged in successfully!")).toContainText("Welcome back to IT Jobs Info");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });

  test("repeated failures make the form wait: it says how long, counts down, then lets the user try again", async ({
    page,
  }) => {
    test.slow(); // six or more password checks (Argon2) on the server
    // The countdown runs on the page's clock, stopped below; the server's waits are real but short.
    await page.clock.install();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    await page.goto("/login");
    await page.getByLabel("Email").fill(uniqueEmail("throttled"));
    await page.getByLabel("Password").fill("guess");
    await page.getByRole("checkbox", { name: /I accept the/ }).check();
    const button = page.getByRole("button", { name: "Log In" });
    await page.clock.pauseAt(Date.now() + 1_000); // the page is ready: its time stands still from here
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = page.waitForResponse("**/api/auth/login");
      await button.click();
      expect((await answer).status()).toBe(401);
    }
    // Five go through at once; then each attempt waits twice as long as the one before (1 s, 2 s, 4 s
    // ...). A slow machine may let the sixth through after its 1 s: keep trying until one is told to wait.
    let refused = null;
    for (let attempt = 6; attempt <= 12 && refused === null; attempt++) {
      await expect(button).toBeEnabled();
      const answer = page.waitForResponse("**/api/auth/login");
      await button.click();
      const response = await answer;
      if (response.status() === 429) refused = response;
      else expect(response.status()).toBe(401);
    }
    expect(refused, "no attempt was told to wait").not.toBeNull();
    const wait = Number((await refused?.headerValue("Retry-After")) ?? "0");
    expect(wait).toBeGreaterThanOrEqual(1);
    await expect(
      toast(page, /Too many failed login attempts\. Please try again in \d+ seconds?\./),
    ).toContainText("Login failed");
    const notice = page.getByText(/^Too many failed login attempts\. You can try again in \d+ seconds?\.$/);
    await expect(notice).toBeVisible();
    // In the error colour (Tailwind's red-800), not the page's ink: a class naming a colour the theme
    // lacks renders in the inherited colour without any error.
    await expect(notice).toHaveCSS("color", "oklch(0.444 0.177 26.899)");
    await expect(button).toBeDisabled();
    await page.clock.runFor(wait * 1000);
    await expect(notice).toBeHidden();
    await expect(button).toBeEnabled();
  });

  test("a stranger's failures do not keep the owner's own browser out", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // some 30 password checks (Argon2) on the server
    const email = uniqueEmail("owner");
    await signUpViaApi(page, { type: "job_seeker", email }); // sign-up remembers this browser too
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain("itjobs_device");
    await page.context().clearCookies({ name: "sessionid" }); // logged out; the device cookie stays

    // Someone else tries the account from many addresses at once: once the account's own 20 are
    // used, each further try waits twice as long as the one before, so most of the rest are refused.
    const stranger = await browser.newContext({ baseURL });
    const csrf = await stranger.request.get("/api/auth/csrf");
    const token = ((await csrf.json()) as { csrf_token: string }).csrf_token;
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        stranger.request
          .post("/api/auth/login", {
            headers: { "X-CSRFToken": token, "X-Forwarded-For": uniqueIp() },
            data: { email, password: `guess-${attempt}`, terms_accepted: true },
          })
          .then((response) => response.status()),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(20);
    expect(statuses).toContain(429);
    await stranger.close();

    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    await logInViaUi(page, email);
    await expect(toast(page, "Logged in successfully!")).toBeVisible();
  });

  test("'Forgot password?' sends a reset link without saying whether the address exists", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(dialog.getByText("Invalid email address")).toBeVisible();
    await dialog.getByLabel("Email").fill("nobody@e2e.test");
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(dialog.getByText(/If an account exists for/)).toBeVisible();
  });

  test("the e-mailed reset link sets a new password that then logs in", async ({ page }) => {
    const email = uniqueEmail("reset");
    await signUpViaApi(page, { type: "job_seeker", email });
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(dialog.getByText(/If an account exists for/)).toBeVisible();

    // The sign-up's verification mail went to the same address first: wait for the reset mail.
    const mail = await findMail(email, "/reset-password?");
    const link = mail.match(/https?:\/\/\S+\/reset-password\?uid=[\w-]+&token=[\w-]+/)?.[0];
    expect(link, mail).toBeTruthy();
    await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    await page.getByLabel("New password", { exact: true }).fill("a-whole-new-secret");
    await page.getByLabel("Confirm new password").fill("a-whole-new-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(toast(page, "Password reset")).toContainText(
      "Your password has been reset. You can now log in.",
    );
    await expect(page).toHaveURL(/\/login$/);
    await logInViaUi(page, email, "a-whole-new-secret");
    await expect(toast(page, "Logged in successfully!")).toBeVisible();
  });

  test("a reset link that is not valid says so", async ({ page }) => {
    await page.goto("/reset-password?uid=abc&token=nope");
    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("brand-new-password");
    await page.getByLabel("Confirm new password").fill("brand-new-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toContainText("This reset link is invalid or has expired.");
  });

  test("the header menu logs out", async ({ page }) => {
    await signUpViaApi(page, { type: "job_seeker", email: uniqueEmail("logout") });
    await page.goto("/about");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(toast(page, "Logged out")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }),
    ).toBeVisible();
  });

  test("login and reset screens have no accessibility violations @mobile", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/reset-password?uid=a&token=b");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
