import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";

export const PASSWORD = "correct-horse-battery";

let counter = 0;
/** An address no other test (or earlier run on the same server) uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** A client address of its own, for specs that fail logins on purpose (the server throttles per address). */
export function uniqueIp(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

export async function csrfToken(page: Page): Promise<string> {
  const response = await page.request.get("/api/auth/csrf");
  expect(response.ok()).toBeTruthy();
  return (await response.json()).csrf_token as string;
}

/** Signs up through the API with the page's cookies (fast setup for specs about other screens). */
export async function signUpViaApi(
  page: Page,
  { type, email, companyName }: { type: "company" | "job_seeker"; email: string; companyName?: string },
): Promise<void> {
  const token = await csrfToken(page);
  const response = await page.request.post("/api/auth/signup", {
    headers: { "X-CSRFToken": token },
    data: {
      email,
      password: PASSWORD,
      user_type: type,
      terms_accepted: true,
      company_name: type === "company" ? (companyName ?? "E2E Company") : null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs in at /login through the form. */
export async function logInViaUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("checkbox", { name: /I accept the/ }).check();
  await page.getByRole("button", { name: "Log In" }).click();
}

/**
 * An operator approves the post with this title in the Django admin (its own browser context).
 * With `refused`, the approval is expected to be turned down with that message instead.
 */
export async function approveInAdmin(
  browser: Browser,
  baseURL: string,
  title: string,
  { refused }: { refused?: string } = {},
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await admin.goto("/admin/login/?next=/admin/employers/jobpost/");
  await admin.getByLabel("Username").fill("operator");
  await admin.getByLabel("Password").fill(process.env.E2E_OPERATOR_PASSWORD ?? "operator-e2e-pass");
  await admin.getByRole("button", { name: "Log in" }).click();
  await admin.goto(`/admin/employers/jobpost/?q=${encodeURIComponent(title)}`);
  const row = admin.locator("#result_list tbody tr", { hasText: title });
  await expect(row).toHaveCount(1);
  await row.locator('input[name="_selected_action"]').check();
  await admin.locator('select[name="action"]').selectOption("approve");
  await admin.getByRole("button", { name: "Go" }).click();
  // The review page shows the post in full; publishing sends back the version shown there.
  await expect(admin.getByTestId("approve-post")).toContainText(title);
  await admin.getByRole("button", { name: "Publish these versions" }).click();
  await expect(admin.locator(".messagelist")).toContainText(refused ?? "Published 1 job post.");
  await context.close();
}

/** The site path of the e-mail verification link mailed to `email` (at sign-up or on request). */
export async function verificationLink(email: string): Promise<string> {
  const mail = await findMail(`Please confirm that ${email} is your address`);
  const match = mail.match(/\/verify-email\?token=[^\s]+/);
  expect(match, mail).not.toBeNull();
  return match?.[0] ?? "";
}

/** The toast with this title, e.g. `await expect(toast(page, "Login failed")).toContainText("...")`. */
export function toast(page: Page, title: string | RegExp) {
  return page.locator("[data-variant]").filter({ hasText: title }).first();
}

/** The e2e server's mail folder (scripts/e2e-server.sh: the filebased backend under its VAR_DIR). */
export function mailDir(): string {
  return path.resolve(process.cwd(), "..", "var", `e2e-${process.env.E2E_PORT ?? 8766}`, "mail");
}

export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The text of the newest e-mail that mentions `needle` (and each of `alsoContaining`), waiting for it to be written. */
export async function findMail(needle: string, ...alsoContaining: string[]): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const names = await readdir(mailDir()).catch(() => [] as string[]);
        for (const name of names.sort().reverse()) {
          const raw = await readFile(path.join(mailDir(), name), "utf8");
          const text = /Content-Transfer-Encoding: quoted-printable/i.test(raw)
            ? decodeQuotedPrintable(raw)
            : raw;
          if ([needle, ...alsoContaining].every((part) => text.includes(part))) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}
