import type { FacetValue, JobFacets } from "../types";

const values = (...entries: [string, string, number][]): FacetValue[] =>
  entries.map(([value, label, count]) => ({ value, label, count }));

/** A facets answer as GET /api/jobs/facets gives it; override the groups a test is about. */
export function makeFacets(overrides: Partial<JobFacets> = {}): JobFacets {
  return {
    exact: true,
    remote: values(["true", "Remote", 30], ["false", "On-site", 90]),
    employment_type: values(
      ["FULL_TIME", "Full-time", 100],
      ["PART_TIME", "Part-time", 0],
      ["CONTRACTOR", "Contract", 15],
      ["INTERN", "Internship", 5],
      ["TEMPORARY", "Temporary", 0],
    ),
    posted_within_days: values(
      ["1", "Past 24 hours", 10],
      ["3", "Past 3 days", 25],
      ["7", "Past week", 60],
      ["14", "Past 2 weeks", 90],
      ["30", "Past month", 120],
    ),
    min_salary: values(["40000", "$40k+", 80], ["100000", "$100k+", 30], ["200000", "$200k+", 0]),
    source: values(["adzuna", "Adzuna", 70], ["jsearch", "JSearch", 45], ["direct", "Direct", 5]),
    location: values(
      ["Austin, TX", "Austin", 40],
      ["Seattle, WA", "Seattle", 30],
      ["New York, NY", "New York", 20],
      ["Denver, CO", "Denver", 10],
      ["Boston, MA", "Boston", 8],
      ["Chicago, IL", "Chicago", 6],
      ["Atlanta, GA", "Atlanta", 4],
      ["Portland, OR", "Portland", 2],
    ),
    category: values(["software-development", "Software Development", 80], ["devops", "DevOps", 0]),
    ...overrides,
  };
}
