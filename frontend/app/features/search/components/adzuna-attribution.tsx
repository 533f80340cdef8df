import type { JobCard } from "../types";

export function includesAdzuna(jobs: JobCard[]): boolean {
  return jobs.some((job) => job.source === "Adzuna" || job.seen_on.some((seen) => seen.source === "Adzuna"));
}

/** Adzuna's terms ask for 'Jobs by Adzuna' wherever its listings are shown. */
export function AdzunaAttribution({ jobs }: { jobs: JobCard[] }) {
  if (!includesAdzuna(jobs)) return null;
  return (
    <p className="text-sm text-slate-600">
      <a
        href="https://www.adzuna.com"
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-slate-700 underline decoration-slate-300 underline-offset-4 hover:text-brand-700"
      >
        Jobs by Adzuna
      </a>
    </p>
  );
}
