import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { type FilterValues, SearchFilters } from "./search-filters";

/** The filters in a sidebar on wide screens, behind a 'Filters' toggle on phones. */
export function FiltersPanel({
  value,
  onChange,
}: {
  value: FilterValues;
  onChange: (value: FilterValues) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <aside aria-labelledby="filters-heading" className="lg:sticky lg:top-24 lg:self-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="filters-body"
        onClick={() => setOpen((current) => !current)}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white text-sm font-semibold text-slate-700 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {open ? "Hide filters" : "Show filters"}
      </button>
      <Card id="filters-body" className={cn("mt-3 p-5 lg:mt-0 lg:block", open ? "block" : "hidden")}>
        <h2 id="filters-heading" className="mb-4 text-base font-semibold text-ink">
          Filters
        </h2>
        <SearchFilters value={value} onChange={onChange} />
      </Card>
    </aside>
  );
}
