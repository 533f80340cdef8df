import { Label } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { EMPLOYMENT_TYPES } from "~/lib/job-labels";
import type { SearchState } from "../lib/search-params";

export type FilterValues = Pick<SearchState, "remote" | "postedWithinDays" | "minSalary" | "employmentType">;

const POSTED_WITHIN = [
  { value: 1, label: "Past 24 hours" },
  { value: 3, label: "Past 3 days" },
  { value: 7, label: "Past week" },
  { value: 14, label: "Past 2 weeks" },
  { value: 30, label: "Past month" },
];

const MIN_SALARIES = [40_000, 60_000, 80_000, 100_000, 120_000, 150_000, 200_000];

// The cards' labels, so every type a card can show is a type the filter offers.
const JOB_TYPES = Object.entries(EMPLOYMENT_TYPES).map(([value, label]) => ({ value, label }));

export const NO_FILTERS: FilterValues = {
  remote: false,
  postedWithinDays: null,
  minSalary: null,
  employmentType: "",
};

interface SearchFiltersProps {
  value: FilterValues;
  onChange: (value: FilterValues) => void;
}

function toNumber(value: string): number | null {
  return value ? Number(value) : null;
}

/** Our filters beyond the spec's three fields: remote, posted within, minimum yearly salary, job type. */
export function SearchFilters({ value, onChange }: SearchFiltersProps) {
  const active = value.remote || value.postedWithinDays || value.minSalary || value.employmentType;
  return (
    <div className="grid gap-5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="filter-remote" className="text-sm font-medium text-slate-700">
          Remote only
        </label>
        <Switch
          id="filter-remote"
          checked={value.remote}
          onCheckedChange={(remote) => onChange({ ...value, remote })}
        />
      </div>
      <div>
        <Label htmlFor="filter-posted">Date posted</Label>
        <Select
          id="filter-posted"
          value={value.postedWithinDays ?? ""}
          onChange={(event) => onChange({ ...value, postedWithinDays: toNumber(event.target.value) })}
        >
          <option value="">Any time</option>
          {POSTED_WITHIN.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="filter-salary">Minimum salary (yearly)</Label>
        <Select
          id="filter-salary"
          aria-describedby="filter-salary-rule"
          value={value.minSalary ?? ""}
          onChange={(event) => onChange({ ...value, minSalary: toNumber(event.target.value) })}
        >
          <option value="">Any salary</option>
          {MIN_SALARIES.map((amount) => (
            <option key={amount} value={amount}>
              {amount.toLocaleString("en-US")}+
            </option>
          ))}
        </Select>
        <p id="filter-salary-rule" className="mt-1.5 text-xs text-slate-600">
          Jobs whose lowest stated pay reaches this amount.
        </p>
      </div>
      <div>
        <Label htmlFor="filter-type">Job type</Label>
        <Select
          id="filter-type"
          value={value.employmentType}
          onChange={(event) => onChange({ ...value, employmentType: event.target.value })}
        >
          <option value="">Any type</option>
          {JOB_TYPES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {active ? (
        <button
          type="button"
          onClick={() => onChange(NO_FILTERS)}
          className="justify-self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
