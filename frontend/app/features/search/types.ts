import type { JobCard, SourceLabel } from "~/features/jobs/types";

// Mirrors backend/itjobs/jobs/schemas.py until the generated client carries the job API.
export type { JobCard };

export interface SourceStatus {
  name: SourceLabel;
  status: "ok" | "degraded" | "disabled";
  message?: string | null;
}

export interface JobSearchResult {
  jobs: JobCard[];
  total: number;
  page: number;
  pages: number;
  page_size: number;
  query: { keyword: string; location: string; country: string };
  sources: SourceStatus[];
  refreshing: boolean;
}
