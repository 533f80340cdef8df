import type { SavableJob } from "../saved-jobs-sync";

/** The n-th job a test saves: what a save button knows of a job. */
export const savableJob = (n: number): SavableJob => ({
  id: `adzuna-${n}`,
  title: `Job ${n}`,
  company_name: "Acme",
  location: "Austin, TX",
  path: `/jobs/job-${n}-at-acme-adzuna-${n}`,
});
