import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Card } from "~/components/ui/card";
import type { CategorySummary, Role } from "~/content/types";
import { CategoryIcon } from "../lib/category-icon";

/** /careers: every category, plus the IT role reference with typical salaries. */
export function CareersIndex({ categories, roles }: { categories: CategorySummary[]; roles: Role[] }) {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Careers" }]} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            IT Career Paths and Job Categories
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">
            Compare the main areas of tech: what the work involves, the skills employers ask for, how careers
            progress and the latest openings in each.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 sm:px-6">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.slug}>
              <Card className="group relative flex h-full flex-col p-5 transition-shadow hover:shadow-md">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <CategoryIcon slug={category.slug} className="size-5" />
                </span>
                <h2 className="mt-4 text-lg font-semibold text-ink">
                  <Link to={`/careers/${category.slug}`} className="after:absolute after:inset-0">
                    {category.name}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-sm text-slate-600">{category.description}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
                  Explore careers
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Card>
            </li>
          ))}
        </ul>
        <section aria-labelledby="roles-heading">
          <h2 id="roles-heading" className="text-2xl font-bold text-ink">
            Popular IT Roles and Salaries
          </h2>
          <p className="mt-1 text-slate-600">Typical US base salary ranges per year.</p>
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {roles.map((role) => (
              <li key={role.slug}>
                <Card className="h-full p-5">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-lg font-semibold text-ink">{role.title}</h3>
                    <span className="text-sm font-semibold text-emerald-700">
                      {role.average_salary.display}
                    </span>
                  </div>
                  <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                    {role.category}
                  </p>
                  <p className="mt-2 text-sm text-slate-700">{role.quick_info}</p>
                  <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
                    {role.responsibilities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  <p className="mt-3 text-sm text-slate-600">
                    <span className="font-medium text-ink">Key skills:</span>{" "}
                    {role.required_skills.join(", ")}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    <span className="font-medium text-ink">Career path:</span> {role.career_path.join(" → ")}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    <span className="font-medium text-ink">Industries:</span> {role.industry}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
