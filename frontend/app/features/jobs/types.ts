// Mirrors backend/itjobs/jobs/schemas.py until the generated client carries the job API.
export type SourceLabel = "Adzuna" | "JSearch" | "Direct";

export interface SeenOn {
  source: SourceLabel;
  publisher?: string | null;
}

export interface JobCard {
  id: string;
  path: string;
  title: string;
  company_name: string | null;
  location: string;
  city: string | null;
  region: string | null;
  country: string | null;
  remote: boolean;
  employment_type: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  salary_is_estimated: boolean;
  snippet: string;
  posted_at: string | null;
  source: SourceLabel;
  seen_on: SeenOn[];
  is_it_role: boolean;
  skills: string[];
  categories: string[];
}

export interface JobDetail extends JobCard {
  description_html: string;
  apply_url: string;
  explanation: string;
  valid_through: string | null;
  first_seen: string;
  last_seen: string;
}
