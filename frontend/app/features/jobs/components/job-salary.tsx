import { Banknote } from "lucide-react";
import { formatSalary, salaryOrigin } from "../lib/format";
import type { JobCard } from "../types";

/** The salary with currency and period, and whether the employer stated it or the source estimated it. */
export function JobSalary({ job }: { job: JobCard }) {
  const salary = formatSalary(job);
  return (
    <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
      <div>
        <p className="text-sm text-slate-600">Salary</p>
        {salary ? (
          <>
            <p className="text-lg font-semibold text-ink" data-testid="job-salary">
              {salary}
              {job.salary_currency ? (
                <span className="ml-1.5 text-sm font-normal text-slate-600">{job.salary_currency}</span>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">{salaryOrigin(job).long}</p>
          </>
        ) : (
          <p className="font-medium text-ink">Not specified</p>
        )}
      </div>
    </div>
  );
}
