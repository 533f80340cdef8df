import { test as plain } from "@playwright/test";
import { expect, test, watchPolicy } from "./support/fixtures";

// The Content-Security-Policy (docs/decisions/0010). Every other spec runs under it: the fixture fails
// a test during which a page reports a violation. These check the policy and that watcher themselves.

test("pages carry a policy that names their inline scripts by hash, never 'unsafe-inline'", async ({
  page,
}) => {
  for (const path of ["/", "/careers", "/jobs", "/login"]) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scripts = policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scripts, path).toContain("'sha256-");
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(policy, path).toContain("object-src 'none'");
  }
});

plain(
  "an inline script the build did not write is refused, and the watcher reports it",
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const violations: string[] = [];
    await watchPolicy(context, violations);
    const page = await context.newPage();
    await page.goto("/careers");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedScriptRan = true;";
      document.body.append(script);
      return (window as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join("\n")).toContain("script-src");
    await context.close();
  },
);
