import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchArticle } from "../api/get-guides";
import { sectionAnchor } from "../components/article-view";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

function respondWith(body: unknown, status = 200) {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  return fetchMock;
}

afterEach(() => fetchMock.mockReset());

describe("fetchArticle", () => {
  it("returns null for a 404 so the page can show 'Article Not Found'", async () => {
    respondWith({ detail: "Article not found" }, 404);
    await expect(fetchArticle("nope")).resolves.toBeNull();
  });

  it("under /job-guide accepts only the four sections", async () => {
    respondWith({
      slug: "sre-vs-devops",
      is_section: false,
      title: "SRE vs DevOps",
      icon: "server",
      summary: "",
      sections: [],
    });
    await expect(fetchArticle("sre-vs-devops", { sectionsOnly: true })).resolves.toBeNull();
    await expect(fetchArticle("sre-vs-devops")).resolves.toMatchObject({ title: "SRE vs DevOps" });
  });

  it("throws on a server error instead of pretending the article is missing", async () => {
    respondWith({ detail: "boom" }, 500);
    await expect(fetchArticle("getting-started")).rejects.toMatchObject({ name: "ApiError", status: 500 });
  });
});

describe("sectionAnchor", () => {
  it("makes stable anchors from headings", () => {
    expect(sectionAnchor("Resume & Portfolio: The Basics!")).toBe("resume-portfolio-the-basics");
  });
});
