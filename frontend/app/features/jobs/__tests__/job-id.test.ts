import { describe, expect, it } from "vitest";
import { isJobId, jobIdCandidates, parseJobId } from "../lib/job-id";

describe("parseJobId", () => {
  it("reads the id at the end of a canonical address", () => {
    expect(parseJobId("senior-python-developer-at-acme-adzuna-4100003288")).toBe("adzuna-4100003288");
    expect(parseJobId("python-developer-direct-7")).toBe("direct-7");
    expect(parseJobId("adzuna-123")).toBe("adzuna-123");
  });

  it("keeps JSearch ids whole, with their '-', '_' and '='", () => {
    expect(parseJobId("devops-engineer-at-initech-jsearch-t_-mBqRwmXRz3FaGAAAAAA==")).toBe(
      "jsearch-t_-mBqRwmXRz3FaGAAAAAA==",
    );
    expect(parseJobId("jsearch-PS_OhVnnpCcmph3FAAAAAA==")).toBe("jsearch-PS_OhVnnpCcmph3FAAAAAA==");
  });

  it("prefers the rightmost prefix when the title itself says 'direct'", () => {
    expect(parseJobId("direct-hire-developer-at-acme-adzuna-55")).toBe("adzuna-55");
    expect(jobIdCandidates("direct-hire-developer-at-acme-adzuna-55")).toEqual(["adzuna-55"]);
  });

  it("offers the longer candidates too when a JSearch id contains '-adzuna-'", () => {
    expect(jobIdCandidates("dev-at-acme-jsearch-ab-adzuna-cd==")).toEqual(["jsearch-ab-adzuna-cd=="]);
    expect(jobIdCandidates("dev-at-acme-jsearch-ab-adzuna-12")).toEqual([
      "adzuna-12",
      "jsearch-ab-adzuna-12",
    ]);
  });

  it("finds nothing in an address without an id", () => {
    expect(parseJobId("senior-python-developer")).toBeNull();
    expect(parseJobId("")).toBeNull();
    expect(isJobId("linkedin-123")).toBe(false);
    expect(isJobId("adzuna-")).toBe(false);
  });
});
