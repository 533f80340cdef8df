import { describe, expect, it } from "vitest";
import { relevantGuides } from "../lib/guides";

const index = {
  sections: [
    { slug: "getting-started", title: "Getting Started in Tech", summary: "", bullets: [], icon: "" },
    { slug: "resume-portfolio", title: "Resume & Portfolio Building", summary: "", bullets: [], icon: "" },
  ],
  categories: [
    { slug: "devops", name: "DevOps", guides: [{ slug: "sre-vs-devops", title: "SRE vs DevOps" }] },
    {
      slug: "cloud-computing",
      name: "Cloud",
      guides: [{ slug: "cloud-architect-career-path", title: "Cloud Architect Career Path" }],
    },
  ],
};

describe("relevantGuides", () => {
  it("links the guides of the job's categories", () => {
    expect(relevantGuides(["devops", "cloud-computing"], index)).toEqual([
      { slug: "sre-vs-devops", title: "SRE vs DevOps", to: "/career-guides/sre-vs-devops" },
      {
        slug: "cloud-architect-career-path",
        title: "Cloud Architect Career Path",
        to: "/career-guides/cloud-architect-career-path",
      },
    ]);
  });

  it("falls back to the general job guide for a job without a known category", () => {
    expect(relevantGuides([], index).map((guide) => guide.to)).toEqual([
      "/career-guides/getting-started",
      "/career-guides/resume-portfolio",
    ]);
  });
});
