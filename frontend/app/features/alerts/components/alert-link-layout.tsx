import { BellRing } from "lucide-react";
import type { ReactNode } from "react";

/** The frame of the pages an alert's e-mail links to: one focused card holding the page's h1. */
export function AlertLinkLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6 sm:py-20">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-brand-900/5 sm:p-8">
          <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
            <BellRing aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">{title}</h1>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
