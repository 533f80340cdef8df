import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { entryProblems, featureEntries } from "../feature-entries";

// vitest runs in frontend/.
const FEATURES = resolve("app/features");

describe("featureEntries", () => {
  it("points each name a feature's entry exports at the module that defines it", () => {
    const jobs = featureEntries(FEATURES).get("~/features/jobs");
    expect(jobs?.get("JobCard")).toEqual({
      file: `${FEATURES}/jobs/components/job-card.tsx`,
      name: "JobCard",
    });
  });

  it("has an entry for every feature", () => {
    expect(featureEntries(FEATURES).size).toBeGreaterThanOrEqual(14);
  });
});

describe("entryProblems", () => {
  it("accepts comments and named re-exports from the feature's own modules, types too", () => {
    const index = [
      "// The jobs feature.",
      'export { JobCard } from "./components/job-card";',
      'export type { Company } from "./types";',
      'export {\n  a,\n  b as c,\n} from "./lib/x";',
    ].join("\n");
    expect(entryProblems(index)).toEqual([]);
  });

  it("names what an entry does besides re-exporting", () => {
    const index = [
      'export * from "./components/job-card";',
      'export { formatDate } from "~/lib/en-us-format";',
      "export const PAGE = 1;",
    ].join("\n");
    expect(entryProblems(index)).toHaveLength(3);
  });
});
