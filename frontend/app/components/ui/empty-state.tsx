import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: "h1" | "h2" | "h3";
}

/** 'No Jobs Found' and friends: a centred panel with a title, a line of help and actions. */
export function EmptyState({
  title,
  description,
  icon,
  children,
  className,
  headingLevel: Heading = "h2",
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center",
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
        {icon ?? <SearchX aria-hidden="true" className="size-7" />}
      </span>
      <Heading className="mt-5 text-xl font-semibold text-ink">{title}</Heading>
      {description ? <p className="mt-2 max-w-md text-slate-600">{description}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
