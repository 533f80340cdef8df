import { describe, expect, it } from "vitest";
import { cannedExplanation, explanationAfterTitleChange } from "../lib/canned-explanation";

describe("cannedExplanation", () => {
  it("picks by developer or engineer, data, designer, manager, else generic, in that order", () => {
    const engineering = cannedExplanation("Backend Developer");
    expect(cannedExplanation("Site Reliability ENGINEER")).toBe(engineering);
    expect(cannedExplanation("Data Engineer")).toBe(engineering); // engineer wins over data
    const data = cannedExplanation("Data Analyst");
    const design = cannedExplanation("Product Designer");
    const management = cannedExplanation("Product Manager");
    const generic = cannedExplanation("IT Support Specialist");
    expect(new Set([engineering, data, design, management, generic]).size).toBe(5);
    expect(cannedExplanation("Data Product Manager")).toBe(data);
    expect(cannedExplanation("Engineering Manager")).toBe(engineering); // 'engineer' is checked before 'manager'
    expect(cannedExplanation("UX Designer")).toBe(design);
  });

  it("gives texts that pass the 30-character explanation rule", () => {
    for (const title of ["Developer", "Data", "Designer", "Manager", "Other"]) {
      expect(cannedExplanation(title).length).toBeGreaterThanOrEqual(30);
    }
  });
});

describe("explanationAfterTitleChange", () => {
  it("fills a blank explanation as soon as a title is typed", () => {
    expect(explanationAfterTitleChange("S", "")).toBe(cannedExplanation("S"));
  });

  it("keeps following the title while the explanation is still the canned one", () => {
    const first = cannedExplanation("Senior");
    expect(explanationAfterTitleChange("Senior Developer", first)).toBe(
      cannedExplanation("Senior Developer"),
    );
    expect(explanationAfterTitleChange("", first)).toBe("");
  });

  it("never touches an explanation the employer wrote", () => {
    expect(explanationAfterTitleChange("Senior Developer", "Our own words about this role.")).toBeNull();
  });

  it("does nothing for an empty title over an empty explanation", () => {
    expect(explanationAfterTitleChange("  ", "")).toBeNull();
  });
});
