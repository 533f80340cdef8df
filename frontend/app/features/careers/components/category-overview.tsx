import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { Category } from "~/content/types";
import { jobSearchHref } from "../lib/links";

/** The skills (each a job search) and the four 'what you should know' bullets. */
export function CategoryOverview({ category }: { category: Category }) {
  return (
    <div className="grid gap-6">
      <Card className="p-6">
        <h2 className="text-xl font-semibold text-ink">{`Key Skills for ${category.name}`}</h2>
        <p className="mt-1 text-sm text-slate-600">Select a skill to see jobs that ask for it.</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${category.name} skills`}>
          {category.skills.map((skill) => (
            <li key={skill}>
              <Link
                to={jobSearchHref(skill)}
                className="inline-flex h-9 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset transition-colors hover:bg-brand-100"
              >
                {skill}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-6">
        <h2 className="text-xl font-semibold text-ink">What You Should Know</h2>
        <ul className="mt-4 grid gap-3">
          {category.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-3 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
