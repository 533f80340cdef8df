import { formatDate, formatMoney, groupDigits } from "~/lib/en-us-format";
import type { JobCard } from "../types";

// The labels every job card shares, with the category cards (lib/job-labels.ts), and the date
// every job page and saved job shows.
export { formatDate } from "~/lib/en-us-format";
export { companyLabel, employmentTypeLabel } from "~/lib/job-labels";

const PERIODS: Record<string, string> = {
  YEAR: "year",
  MONTH: "month",
  WEEK: "week",
  DAY: "day",
  HOUR: "hour",
};

// Building an Intl formatter costs far more than formatting with it; a result page formats dozens.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function money(amount: number, currency: string): string {
  const known = formatMoney(amount, currency);
  if (known !== null) return known;
  try {
    let format = moneyFormats.get(currency);
    if (!format) {
      format = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
      moneyFormats.set(currency, format);
    }
    return format.format(amount);
  } catch {
    // An unknown currency code still reads sensibly.
    return `${currency} ${groupDigits(amount)}`;
  }
}

type SalaryFields = Pick<JobCard, "salary_min" | "salary_max" | "salary_currency" | "salary_period">;

/** '$90,000 – $120,000 / year', 'From £40,000 / year', 'Up to €30 / hour'; null when unknown. */
export function formatSalary(job: SalaryFields): string | null {
  const { salary_min: min, salary_max: max } = job;
  if (min == null && max == null) return null;
  const currency = job.salary_currency || "USD";
  const period = job.salary_period ? PERIODS[job.salary_period.toUpperCase()] : undefined;
  let range: string;
  if (min != null && max != null && min !== max) range = `${money(min, currency)} – ${money(max, currency)}`;
  else if (min != null && max != null) range = money(min, currency);
  else if (min != null) range = `From ${money(min, currency)}`;
  else range = `Up to ${money(max ?? 0, currency)}`;
  return period ? `${range} / ${period}` : range;
}

/**
 * Who gave a job's salary, said the same way on cards and job pages: the employer, or
 * the job source's estimate ('estimated' on a card, the full sentence on the job page).
 */
export function salaryOrigin(job: Pick<JobCard, "salary_is_estimated">): {
  short: string | null;
  long: string;
} {
  return job.salary_is_estimated
    ? { short: "Estimated", long: "Estimated by the job source" }
    : { short: null, long: "Stated by the employer" };
}

const utcDay = (date: Date) => Math.floor(date.getTime() / 86_400_000);

/**
 * 'Today', 'Yesterday', '3 days ago', then the date once it is older than a month. Counted in
 * calendar days (UTC, like formatDate), so a job posted late yesterday is 'Yesterday'.
 */
export function formatPosted(iso: string, now: Date = new Date()): string {
  const days = utcDay(now) - utcDay(new Date(iso));
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 31) return `${days} days ago`;
  return formatDate(iso);
}

export function locationLabel(job: Pick<JobCard, "location" | "remote">): string {
  if (job.location) return job.location;
  return job.remote ? "Remote" : "Location not specified";
}

/** Where the job's own link leads: its publisher ('LinkedIn' for a JSearch job), else its source. */
export function publisherOf(job: Pick<JobCard, "source" | "seen_on">): string {
  const own = job.seen_on.find((entry) => entry.source === job.source);
  return own?.publisher || job.source;
}
