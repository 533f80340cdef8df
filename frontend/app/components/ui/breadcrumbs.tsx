import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  to?: string; // the last crumb (the current page) has none
}

/** Home > Jobs > title: a nav landmark with the current page marked for assistive tech. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {items.map((item, index) => (
          <li key={`${item.label}-${item.to ?? "current"}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            ) : null}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
