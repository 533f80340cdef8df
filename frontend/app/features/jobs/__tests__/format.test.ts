import { describe, expect, it } from "vitest";
import { companyLabel, employmentTypeLabel, formatPosted, formatSalary } from "../lib/format";

const salary = (
  min: number | null,
  max: number | null,
  currency: string | null = "USD",
  period: string | null = "YEAR",
) => ({
  salary_min: min,
  salary_max: max,
  salary_currency: currency,
  salary_period: period,
});

describe("formatSalary", () => {
  it("shows the range with its currency and period", () => {
    expect(formatSalary(salary(90000, 120000))).toBe("$90,000 – $120,000 / year");
    expect(formatSalary(salary(40000, 50000, "GBP"))).toBe("£40,000 – £50,000 / year");
    expect(formatSalary(salary(45, 60, "EUR", "HOUR"))).toBe("€45 – €60 / hour");
  });

  it("says 'From' or 'Up to' when one end is missing, and null when both are", () => {
    expect(formatSalary(salary(80000, null))).toBe("From $80,000 / year");
    expect(formatSalary(salary(null, 70000, null, null))).toBe("Up to $70,000");
    expect(formatSalary(salary(null, null))).toBeNull();
  });
});

describe("labels", () => {
  it("reads employment types, and a missing company as 'Company not specified'", () => {
    expect(employmentTypeLabel("FULL_TIME")).toBe("Full-time");
    expect(employmentTypeLabel("CONTRACTOR")).toBe("Contract");
    expect(employmentTypeLabel(null)).toBeNull();
    expect(companyLabel(null)).toBe("Company not specified");
    expect(companyLabel("  ")).toBe("Company not specified");
    expect(companyLabel("Acme")).toBe("Acme");
  });

  it("says how long ago a job was posted", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(formatPosted("2026-11-22T08:00:00Z", now)).toBe("Today");
    expect(formatPosted("2026-11-21T08:00:00Z", now)).toBe("Yesterday");
    expect(formatPosted("2026-11-12T08:00:00Z", now)).toBe("10 days ago");
    expect(formatPosted("2026-09-01T08:00:00Z", now)).toBe("Sep 1, 2026");
  });

  it("counts calendar days, so late yesterday is not 'Today'", () => {
    const morning = new Date("2026-11-22T06:00:00Z");
    expect(formatPosted("2026-11-21T20:31:00Z", morning)).toBe("Yesterday");
    expect(formatPosted("2026-11-22T00:05:00Z", morning)).toBe("Today");
  });
});
