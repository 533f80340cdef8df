import { BadgeCheck, Building2, Search, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";

const POINTS = [
  { icon: Search, text: "Thousands of IT jobs from trusted sources, searchable in one place" },
  { icon: Building2, text: "Companies post roles straight to candidates looking for tech work" },
  { icon: ShieldCheck, text: "Every job post is reviewed before it goes live" },
];

interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in screens: a brand panel beside a focused card holding the page's one h1. */
export function AuthLayout({ title, lead, children, footer }: AuthLayoutProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_28rem] lg:items-center">
        <aside className="hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-10 text-white shadow-xl lg:block">
          <BadgeCheck aria-hidden="true" className="size-10 text-brand-200" />
          <p className="mt-6 text-3xl font-bold leading-tight">Where IT talent and tech employers meet.</p>
          <ul className="mt-8 space-y-5">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-brand-50">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/10">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
        </aside>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-brand-900/5 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
          <div className="mt-6">{children}</div>
          {footer ? (
            <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm">{footer}</div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
