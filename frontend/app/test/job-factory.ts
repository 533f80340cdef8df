import type { components } from "~/api/generated/schema";

type JobCard = components["schemas"]["JobCardOut"];
type JobDetail = components["schemas"]["JobDetailOut"];

let sequence = 0;

/** A job as the API returns it; override what a test is about. */
export function makeJob(overrides: Partial<JobCard> = {}): JobCard {
  sequence += 1;
  const id = overrides.id ?? `adzuna-${1000 + sequence}`;
  return {
    id,
    path: `/jobs/senior-python-developer-at-acme-${id}`,
    title: "Senior Python Developer",
    company_name: "Acme",
    company_slug: "acme",
    location: "Seattle, Washington",
    city: "Seattle",
    region: "Washington",
    country: "us",
    remote: false,
    employment_type: "FULL_TIME",
    salary_min: 120000,
    salary_max: 150000,
    salary_currency: "USD",
    salary_period: "YEAR",
    salary_is_estimated: false,
    snippet: "Build APIs in Python and Django for our platform team.",
    posted_at: "2026-11-20T10:00:00Z",
    source: "Adzuna",
    seen_on: [{ source: "Adzuna", publisher: null }],
    is_it_role: true,
    skills: ["Python", "Django"],
    categories: ["software-development"],
    not_seen_lately: false,
    ...overrides,
  };
}

export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...makeJob(overrides),
    description_html: "<p>We build <strong>APIs</strong>.</p>",
    description_is_partial: false,
    apply_url: "https://jobs.example/apply/1",
    explanation: "This is a hands-on technical role.",
    valid_through: null,
    listed_until: null,
    first_seen: "2026-11-20T10:00:00Z",
    last_seen: "2026-11-21T10:00:00Z",
    ...overrides,
  };
}
