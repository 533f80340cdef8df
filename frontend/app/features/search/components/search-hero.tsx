import type { ReactNode } from "react";

/**
 * The band at the top of a search page: one h1, a lead and the search form. Compact on phones, so
 * the first result shows above the fold of a 390 x 844 screen.
 */
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
      <div className="mx-auto max-w-6xl px-4 pt-5 pb-4 sm:px-6 sm:pt-14 sm:pb-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="mt-1 line-clamp-2 max-w-2xl text-sm text-slate-600 sm:mt-3 sm:line-clamp-none sm:text-lg">
          {lead}
        </p>
        <div className="mt-3 sm:mt-6">{children}</div>
      </div>
    </section>
  );
}
