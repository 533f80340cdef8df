import Validator from "@adobe/structured-data-validator";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, withConsent } from "./support/fixtures";
import { schemaOrgVocabulary } from "./support/schema-org-vocabulary";

interface ApiJob {
  path: string;
  title: string;
  company_name: string | null;
  company_slug: string | null;
}

interface ApiCompany {
  slug: string;
  name: string;
  total: number;
  jobs: ApiJob[];
}

/** A demo job with a company page, and that company as the API gives it. */
async function jobWithCompany(request: APIRequestContext): Promise<{ job: ApiJob; company: ApiCompany }> {
  const response = await request.get("/api/jobs/search?keyword=Developer&country=us");
  const jobs = ((await response.json()) as { jobs: ApiJob[] }).jobs;
  const job = jobs.find((j) => j.company_slug && j.company_name);
  if (!job) throw new Error("no demo job names its company");
  const company = (await (await request.get(`/api/companies/${job.company_slug}`)).json()) as ApiCompany;
  return { job, company };
}

/** Requests the page makes to the company API (its answer should come with the HTML). */
function companyApiCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/companies/")) asked.push(r.url());
  });
  return asked;
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown> & { "@type": string },
  );

test.describe("company pages", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("a card's company name opens the company's page with its open jobs", async ({ page, request }) => {
    const { job, company } = await jobWithCompany(request);
    await page.goto("/jobs?keyword=Developer&country=us");
    const card = page.getByTestId("job-card").filter({ has: page.getByRole("link", { name: job.title }) });
    const asked = companyApiCalls(page);
    await card
      .first()
      .getByRole("link", { name: job.company_name ?? "" })
      .click();
    await expect(page).toHaveURL(`/companies/${company.slug}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
    await expect(page).toHaveTitle(`${company.name} Jobs | IT Jobs Info`);
    const label =
      company.total === 1 ? "1 open IT job" : `${company.total.toLocaleString("en-US")} open IT jobs`;
    await expect(page.getByTestId("company-open-jobs")).toHaveText(label);
    await expect(page.getByRole("heading", { name: `Open jobs at ${company.name}` })).toBeVisible();
    await expect(page.getByTestId("job-card")).toHaveCount(company.jobs.length);
    await expect(page.getByRole("link", { name: job.title }).first()).toBeVisible();
    expect(asked, "the company came with the page").toEqual([]);
  });

  test("a job page links its company", async ({ page, request }) => {
    const { job, company } = await jobWithCompany(request);
    await page.goto(job.path);
    await page
      .getByRole("main")
      .getByRole("link", { name: job.company_name ?? "", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`/companies/${company.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
  });

  test("the page's head has its canonical address and a valid Organization", async ({ request, baseURL }) => {
    const { company } = await jobWithCompany(request);
    const html = await (await request.get(`/companies/${company.slug}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/companies/${company.slug}">`);
    const blocks = jsonLd(html);
    expect(blocks.map((block) => block["@type"])).toEqual(["Organization"]);
    expect(blocks[0]?.name).toBe(company.name);
    const issues = await new Validator(schemaOrgVocabulary()).validate({
      jsonld: { Organization: blocks },
      microdata: {},
      rdfa: {},
      errors: [],
    });
    expect(issues.filter((issue) => issue.severity === "ERROR")).toEqual([]);
  });

  test("an unknown company answers 404 with the not-found screen", async ({ page }) => {
    const response = await page.goto("/companies/no-such-company-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | IT Jobs Info");
  });

  test("the company page has no accessibility violations @mobile", async ({ page, request }) => {
    const { company } = await jobWithCompany(request);
    await page.goto(`/companies/${company.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("search feeds", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("the results link their Atom feed, the head announces it, and it answers valid Atom", async ({
    page,
    request,
  }) => {
    await page.goto("/jobs?keyword=Developer&location=&country=us&remote=true");
    const link = page.getByRole("link", { name: "RSS/Atom feed of this search" });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    const announced =
      (await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute("href")) ??
      "";
    const search = (address: string) => Object.fromEntries(new URL(address, "http://x").searchParams);
    expect(search(href)).toEqual({ keyword: "Developer", country: "us", remote: "true" });
    expect(search(announced)).toEqual(search(href));

    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    // Parsed by the browser's XML parser: well-formed Atom with what RFC 4287 requires.
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        const ns = "http://www.w3.org/2005/Atom";
        const root = doc.documentElement;
        const one = (parent: Element, name: string) =>
          parent.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;
        const entries = [...root.getElementsByTagNameNS(ns, "entry")];
        return {
          parsed: !doc.querySelector("parsererror"),
          root: `${root.namespaceURI} ${root.localName}`,
          title: one(root, "title"),
          id: one(root, "id"),
          updated: one(root, "updated"),
          entries: entries.map((entry) => ({
            id: one(entry, "id"),
            title: one(entry, "title"),
            updated: one(entry, "updated"),
            link: entry.getElementsByTagNameNS(ns, "link")[0]?.getAttribute("href") ?? null,
          })),
        };
      },
      await response.text(),
    );
    expect(feed.parsed).toBe(true);
    expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
    expect(feed.title).toBe("Developer Jobs | IT Jobs Info");
    expect(feed.id && feed.updated).toBeTruthy();
    expect(feed.entries.length).toBeGreaterThan(0);
    for (const entry of feed.entries) {
      expect(entry.id && entry.title && entry.updated).toBeTruthy();
      expect(entry.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/jobs\/.+/);
    }
  });

  test("bad feed parameters answer 400 with a message", async ({ request }) => {
    const response = await request.get("/feeds/jobs.atom?country=zz&min_salary=-1");
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(["country", "min_salary"]);
  });
});
