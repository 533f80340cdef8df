import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

interface PaginationProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}

/** Page numbers around the current one, with the first and last always in reach. */
export function pageWindow(page: number, pages: number): (number | "gap")[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) out.push("gap");
    out.push(n);
  });
  return out;
}

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors";

export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={cn(itemClass, "text-slate-700 hover:bg-slate-100")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : null}
      {pageWindow(page, pages).map((item, index) =>
        item === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefFor(item)}
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            className={cn(
              itemClass,
              item === page
                ? "bg-brand-600 text-white shadow-sm"
                : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50",
            )}
          >
            {item}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={cn(itemClass, "text-slate-700 hover:bg-slate-100")}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
