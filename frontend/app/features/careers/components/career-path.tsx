import { Card } from "~/components/ui/card";
import type { Category } from "~/content/types";

/** The static three-level career path: Entry Level, Mid-Level, Senior Level. */
export function CareerPath({ category }: { category: Category }) {
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold text-ink">{`${category.name} Career Path`}</h2>
      <ol className="mt-5 grid gap-4 md:grid-cols-3">
        {category.career_path.map((step, index) => (
          <li key={step.level} className="relative rounded-xl border border-slate-200 bg-slate-50 p-4">
            <div className="flex items-center gap-2">
              <span className="grid size-7 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="font-semibold text-ink">{step.level}</h3>
            </div>
            <p className="mt-3 text-sm font-medium text-brand-800">{step.title}</p>
            <p className="text-xs text-slate-600">{step.years}</p>
            <p className="mt-2 text-sm text-slate-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
