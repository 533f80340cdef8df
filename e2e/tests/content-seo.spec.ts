import Validator from "@adobe/structured-data-validator";
import { expect, test } from "./support/fixtures";
import { schemaOrgVocabulary } from "./support/schema-org-vocabulary";

// Google's rich-result rules plus the schema.org vocabulary (every type and property must exist).
const vocabulary = schemaOrgVocabulary();

type JsonLd = Record<string, unknown> & { "@type": string };

function jsonLdBlocks(html: string): JsonLd[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.map((match) => JSON.parse(match[1] ?? "null") as JsonLd);
}

/** The validator's input: what @marbec/web-auto-extractor produces for JSON-LD, by root type. */
function extracted(blocks: JsonLd[]) {
  const jsonld: Record<string, JsonLd[]> = {};
  for (const block of blocks) {
    const type = block["@type"];
    jsonld[type] = [...(jsonld[type] ?? []), structuredClone(block)];
  }
  return { jsonld, microdata: {}, rdfa: {}, errors: [] };
}

const PAGES: [string, string[]][] = [
  ["/", ["Organization", "WebSite"]],
  ["/careers/devops", ["Occupation", "BreadcrumbList"]],
  ["/job-categories/cybersecurity", ["Occupation", "BreadcrumbList"]],
  ["/careers", ["BreadcrumbList"]],
  ["/career-guides/sre-vs-devops", ["Article", "BreadcrumbList"]],
  ["/job-guide/getting-started", ["Article", "BreadcrumbList"]],
  ["/employers", ["BreadcrumbList"]],
  ["/about", ["BreadcrumbList"]],
];

test.describe("structured data and crawling", () => {
  for (const [path, types] of PAGES) {
    test(`${path}: JSON-LD ${types.join(" + ")} passes the structured data validator`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const blocks = jsonLdBlocks(html);
      expect(blocks.map((block) => block["@type"])).toEqual(types);
      const issues = await new Validator(vocabulary).validate(extracted(blocks));
      const errors = issues.filter((issue) => issue.severity === "ERROR");
      expect(errors).toEqual([]);
      for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
    });
  }

  test("the validator is not a rubber stamp: it rejects a missing required field and an unknown property", async () => {
    const broken = [{ "@context": "https://schema.org", "@type": "BreadcrumbList" } as JsonLd];
    const missing = await new Validator(vocabulary).validate(extracted(broken));
    expect(missing.map((issue) => issue.severity)).toContain("ERROR");
    const unknown = [
      { "@context": "https://schema.org", "@type": "Occupation", name: "X", salaryBand: "high" } as JsonLd,
    ];
    const issues = await new Validator(vocabulary).validate(extracted(unknown));
    expect(issues.map((issue) => issue.issueMessage).join(" ")).toContain("salaryBand");
  });

  test("the home page offers a sitelinks search box that points at the job search", async ({
    request,
    baseURL,
  }) => {
    const [, website] = jsonLdBlocks(await (await request.get("/")).text());
    const action = website?.potentialAction as { target: { urlTemplate: string }; "query-input": string };
    expect(action.target.urlTemplate).toBe(`${baseURL}/jobs?keyword={search_term_string}`);
    expect(action["query-input"]).toBe("required name=search_term_string");
  });

  test("breadcrumbs in JSON-LD match the visible trail", async ({ request, baseURL }) => {
    const blocks = jsonLdBlocks(await (await request.get("/careers/devops")).text());
    const crumbs = blocks[1]?.itemListElement as { name: string; item: string; position: number }[];
    expect(crumbs).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
      { "@type": "ListItem", position: 2, name: "Careers", item: `${baseURL}/careers` },
      { "@type": "ListItem", position: 3, name: "DevOps", item: `${baseURL}/careers/devops` },
    ]);
  });

  test("robots.txt points at the sitemap and keeps crawlers out of private paths", async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const path of ["/api/", "/admin/", "/onboarding", "/post-job"])
      expect(text).toContain(`Disallow: ${path}`);
  });

  test("sitemap.xml lists content pages, city pages and job pages with lastmod", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const path of [
      "/careers/devops",
      "/job-guide/career-growth",
      "/career-guides/ux-portfolio-guide",
      "/it-jobs-in-seattle",
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    const jobUrls = xml.match(/<loc>[^<]*\/jobs\/[^<]+<\/loc>\s*<lastmod>/g) ?? [];
    expect(jobUrls.length).toBeGreaterThan(10);
  });

  test("every prerendered content and city page sends its heading in the HTML", async ({ request }) => {
    const pages: [string, string][] = [
      ["/careers", "IT Career Paths and Job Categories"],
      ["/career-guides", "IT Career Guides"],
      ["/job-guide", "IT Jobs Guide"],
      ["/employers", "For Employers"],
      ["/legal", "Impressum"],
      ["/terms", "Terms of Service"],
      ["/privacy", "Privacy Policy"],
      ["/about", "About Us"],
      ["/it-jobs-in-seattle", "IT Jobs in Seattle"],
      ["/developer-jobs-in-nyc", "Developer Jobs in New York"],
      ["/guide/new-york", "New York IT Jobs Guide"],
    ];
    for (const [path, text] of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(text);
    }
  });

  test("unknown categories and articles send their fallback's text in the HTML too", async ({ request }) => {
    const category = await request.get("/careers/underwater-basket-weaving");
    expect(category.status()).toBe(200);
    const categoryHtml = await category.text();
    expect(categoryHtml).toContain(">IT Careers Jobs and Career Guide</h1>");
    expect(categoryHtml).toContain('<meta name="robots" content="noindex, follow">');
    for (const path of ["/job-guide/no-such-section", "/career-guides/no-such-guide"]) {
      const article = await request.get(path);
      expect(article.status(), path).toBe(404);
      const html = await article.text();
      expect(html, path).toContain(">Article Not Found</h1>");
      expect(html, path).toContain(
        "The article you&#x27;re looking for doesn&#x27;t exist or has been moved.",
      );
    }
  });
});
