import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser } from "@playwright/test";
import { decodeQuotedPrintable, mailDir } from "./accounts";
import { publishPost } from "./posts";

const run = promisify(execFile);
const PORT = process.env.E2E_PORT ?? "8766";
const REPO = path.resolve(process.cwd(), "..");

/**
 * Runs `manage.py <args>` against the e2e server's database (scripts/e2e-server.sh: its VAR_DIR,
 * the same generated secret key, mail as files). A browser cannot wait a day for a schedule, so the
 * specs run the alert rounds themselves; `env` may shorten the period of a daily alert.
 */
export async function manage(args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(path.join(REPO, ".venv", "bin", "python"), ["manage.py", ...args], {
    cwd: path.join(REPO, "backend"),
    env: {
      ...process.env,
      VAR_DIR: path.join(REPO, "var", `e2e-${PORT}`),
      SITE_URL: `http://127.0.0.1:${PORT}`,
      EMAIL_BACKEND: "django.core.mail.backends.filebased.EmailBackend",
      DATABASE_URL: "",
      REDIS_URL: "",
      ...env,
    },
  });
  return stdout;
}

/** Every mail written so far (decoded) that mentions all of `needles`. */
export async function mailsWith(...needles: string[]): Promise<string[]> {
  const names = await readdir(mailDir()).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.sort()) {
    const raw = await readFile(path.join(mailDir(), name), "utf8");
    const text = /Content-Transfer-Encoding: quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
    if (needles.every((needle) => text.includes(needle))) found.push(text);
  }
  return found;
}

/** A verified company posts a job with this title, and an operator publishes it (a new job in the index). */
export async function publishDirectJob(browser: Browser, baseURL: string, title: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  await publishPost(await context.newPage(), browser, baseURL, {
    companyName: `${title.split(" ")[0]} Works ${Date.now() % 1000}`,
    title,
    explanation: "Build and run the services behind our platform with a small, friendly team.",
    location: "Remote",
    salary: "$120,000 - $150,000 a year",
    description:
      "You will design, build and operate services used by thousands of customers every single day.",
    requirements: "Five years of backend work and a liking for clear, tested code.",
  });
  await context.close();
}
