import { Check } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { groupDigits } from "~/lib/en-us-format";
import { EMPLOYMENT_TYPES } from "~/lib/job-labels";
import { useFacets } from "../api/get-facets";
import { countLabel, FACET_GROUPS, FACET_ORDER, isChosen, shownValues, toFacetsQuery } from "../lib/facets";
import type { SearchState } from "../lib/search-params";
import type { FacetGroupName, FacetValue, JobFacets } from "../types";

/** A long group (categories, cities) shows this many values until 'Show more'. */
const FIRST_VALUES = 5;

interface SearchFacetsProps {
  state: SearchState;
  hrefFor: (changes: Partial<SearchState>) => string;
  /** False until the search itself has answered: the counts never hold up the results. */
  enabled: boolean;
  /** Shown until the first counts are in (the panel's own, so this chunk does not share a module with it). */
  placeholder: ReactNode;
}

/** When the counts cannot be had, the fixed filters still work (without counts). */
const WITHOUT_COUNTS: Partial<Record<FacetGroupName, FacetValue[]>> = {
  remote: [
    { value: "true", label: "Remote", count: -1 },
    { value: "false", label: "On-site", count: -1 },
  ],
  posted_within_days: [
    ["1", "Past 24 hours"],
    ["3", "Past 3 days"],
    ["7", "Past week"],
    ["14", "Past 2 weeks"],
    ["30", "Past month"],
  ].map(([value, label]) => ({ value, label, count: -1 }) as FacetValue),
  employment_type: Object.entries(EMPLOYMENT_TYPES).map(([value, label]) => ({ value, label, count: -1 })),
  min_salary: [40_000, 60_000, 80_000, 100_000, 120_000, 150_000, 200_000].map((amount) => ({
    value: String(amount),
    label: `${groupDigits(amount)}+`,
    count: -1,
  })),
};

function FacetOption({
  group,
  value,
  chosen,
  href,
  facets,
}: {
  group: FacetGroupName;
  value: FacetValue;
  chosen: boolean;
  href: string;
  facets?: JobFacets;
}) {
  return (
    <li>
      <Link
        to={href}
        aria-current={chosen ? "true" : undefined}
        data-facet={group}
        className={cn(
          "-mx-2 flex min-h-9 items-center gap-2.5 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100",
          chosen && "font-semibold text-brand-800",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "grid size-4 shrink-0 place-items-center rounded border",
            chosen ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white",
          )}
        >
          {chosen ? <Check className="size-3" strokeWidth={3} /> : null}
        </span>
        <span className="min-w-0 flex-1 truncate">{value.label}</span>
        {value.count >= 0 && facets ? (
          <span className={cn("text-xs tabular-nums", chosen ? "text-brand-700" : "text-slate-500")}>
            {countLabel(value.count, facets)}
            <span className="sr-only"> jobs</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function FacetGroup({
  name,
  values,
  state,
  hrefFor,
  facets,
}: {
  name: FacetGroupName;
  values: FacetValue[];
  state: SearchState;
  hrefFor: SearchFacetsProps["hrefFor"];
  facets?: JobFacets;
}) {
  const [expanded, setExpanded] = useState(false);
  const spec = FACET_GROUPS[name];
  const id = `facet-${name}`;
  const chosenIndex = values.findIndex((value) => isChosen(name, state, value.value));
  // The chosen value always shows, even past the first few.
  const limit = Math.max(FIRST_VALUES, chosenIndex + 1);
  const long = values.length > limit + 1;
  const shown = long && !expanded ? values.slice(0, limit) : values;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
          {spec.title}
        </h3>
        {chosenIndex >= 0 ? (
          <Link
            to={hrefFor(spec.choose(null))}
            aria-label={`Clear ${spec.title}`}
            className="text-xs font-semibold text-brand-700 hover:underline"
          >
            Clear
          </Link>
        ) : null}
      </div>
      {spec.hint ? <p className="-mt-1 text-xs text-slate-600">{spec.hint}</p> : null}
      <ul id={id} aria-labelledby={`${id}-title`} className="grid">
        {shown.map((value) => {
          const chosen = isChosen(name, state, value.value);
          return (
            <FacetOption
              key={value.value}
              group={name}
              value={value}
              chosen={chosen}
              // Choosing the chosen value again removes it.
              href={hrefFor(spec.choose(chosen ? null : value.value))}
              facets={facets}
            />
          );
        })}
      </ul>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((current) => !current)}
          className="justify-self-start text-xs font-semibold text-brand-700 hover:underline"
        >
          {expanded ? "Show fewer" : `Show ${values.length - limit} more`}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Facets with counts (decision 0012): every filter of this search with how many jobs it would
 * list; choosing one is a link to the search with it, so the address, the results and the counts
 * follow. Values that would list nothing are left out, except a chosen one.
 */
export default function SearchFacets({ state, hrefFor, enabled, placeholder }: SearchFacetsProps) {
  const { data, isPending, isError, isPlaceholderData } = useFacets(toFacetsQuery(state), enabled);
  if (isPending && !isError) return placeholder;
  const groups = FACET_ORDER.map((name) => ({
    name,
    values: data ? shownValues(name, data[name], state) : (WITHOUT_COUNTS[name] ?? []),
  })).filter((group) => group.values.length > 0);
  return (
    <div
      aria-busy={isPlaceholderData || undefined}
      className={cn("grid gap-6 transition-opacity", isPlaceholderData && "opacity-60")}
    >
      {data ? null : <p className="text-xs text-slate-600">Counts are unavailable right now.</p>}
      {groups.map((group) => (
        <FacetGroup key={group.name} {...group} state={state} hrefFor={hrefFor} facets={data} />
      ))}
    </div>
  );
}
