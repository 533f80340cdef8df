import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The heading band at the top of an inner page: one h1, an optional lead and actions. */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-slate-600">{lead}</p> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </section>
  );
}
