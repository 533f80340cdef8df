import type { components } from "~/api/generated/schema";

// What a job card says about the employer and the kind of job: only what the source or the employer
// states. The search, job and category cards all read these, so none labels a job 'Full-time' or
// 'Company' the source never said (decision 0008).

export type EmploymentType = NonNullable<components["schemas"]["JobSearchIn"]["employment_type"]>;

/** Every job type the search filters by (backend jobs/schemas.py) and its label: what cards show and the type filter offers. */
export const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
  TEMPORARY: "Temporary",
} satisfies Record<EmploymentType, string>;

/** 'Full-time', 'Contract', ...; null when the source does not say (no label is better than a guess). */
export function employmentTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  return EMPLOYMENT_TYPES[type.toUpperCase()] ?? type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}

/** The employer's name, or 'Company not specified' when the source names none. */
export function companyLabel(name: string | null | undefined): string {
  return name?.trim() || "Company not specified";
}
