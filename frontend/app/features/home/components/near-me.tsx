import { ArrowRight, Code2, Globe, Laptop, MapPin, Terminal } from "lucide-react";
import { Link } from "react-router";
import { NEAR_ME_SHORTCUTS } from "../lib/home-content";

const ROLE_PAGES = [
  {
    to: "/developer-jobs",
    label: "Developer Jobs",
    text: "Developer roles by US city, with salary ranges",
    icon: Code2,
  },
  { to: "/programmer-jobs", label: "Programmer Jobs", text: "Programming roles by US city", icon: Terminal },
  {
    to: "/jobs",
    label: "All IT Jobs",
    text: "Search every listing by title, place and country",
    icon: Globe,
  },
];

/** The '{product} Near Me' block: the header button scrolls here (`anchor`). */
export function NearMe({ anchor, productName }: { anchor: string; productName: string }) {
  return (
    <section id={anchor} aria-labelledby="near-me-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mb-8">
        <h2
          id="near-me-heading"
          className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
        >
          <MapPin aria-hidden="true" className="size-7 text-brand-600" />
          {productName} Near Me
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          Jump straight to IT openings in the biggest US tech hubs, across the country or fully remote.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {NEAR_ME_SHORTCUTS.map((shortcut) => (
          <li key={shortcut.label}>
            <Link
              to={shortcut.to}
              className="flex h-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
            >
              {shortcut.label.startsWith("Remote") ? (
                <Laptop aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              ) : (
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              )}
              {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {ROLE_PAGES.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              className="group flex h-full items-start gap-4 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-md transition-transform hover:-translate-y-0.5"
            >
              <page.icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-100" />
              <span>
                <span className="flex items-center gap-1 font-semibold">
                  {page.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-sm text-brand-100">{page.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
