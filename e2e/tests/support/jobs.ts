import type { APIRequestContext } from "@playwright/test";

export interface ApiJob {
  id: string;
  path: string;
  title: string;
  source: string;
  skills: string[];
}

/**
 * A demo job from a source (Adzuna or JSearch) that matches: other specs publish and close
 * employers' own posts while this one runs, and a fresh post ranks first, so a test that takes
 * "the first result" would race them.
 */
export async function findSourceJob(
  request: APIRequestContext,
  predicate: (job: ApiJob) => boolean = () => true,
  searches: readonly string[] = ["keyword=Developer", "keyword=Engineer", "keyword=Analyst"],
): Promise<ApiJob> {
  for (const search of searches) {
    const response = await request.get(`/api/jobs/search?${search}&country=us`);
    const jobs = ((await response.json()) as { jobs: ApiJob[] }).jobs;
    const job = jobs.find((j) => (j.source === "Adzuna" || j.source === "JSearch") && predicate(j));
    if (job) return job;
  }
  throw new Error("no demo job matches");
}
