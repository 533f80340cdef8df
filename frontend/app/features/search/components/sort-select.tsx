import { Select } from "~/components/ui/select";
import { SEARCH_SORTS, type SearchSort } from "../lib/search-params";

const LABELS: Record<SearchSort, string> = { relevance: "Relevance", newest: "Newest", salary: "Salary" };

/** 'Sort by' Relevance, Newest or Salary; the page keeps it in the address. */
export function SortSelect({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor="search-sort" className="text-sm whitespace-nowrap text-slate-600">
        Sort by
      </label>
      <Select
        id="search-sort"
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="h-9 w-auto py-0 pr-9 pl-3 text-sm font-medium"
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
