import type { ReactNode } from "react";

/** The band at the top of a search page: one h1, a lead and the search form. */
export function SearchHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{lead}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
