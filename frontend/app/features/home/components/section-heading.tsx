import type { ReactNode } from "react";

export function SectionHeading({
  id,
  title,
  lead,
  action,
}: {
  id?: string;
  title: ReactNode;
  lead?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2
          id={id}
          className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
        >
          {title}
        </h2>
        {lead ? <p className="mt-2 max-w-2xl text-slate-600">{lead}</p> : null}
      </div>
      {action}
    </div>
  );
}
