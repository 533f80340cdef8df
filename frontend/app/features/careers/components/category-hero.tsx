import { ArrowRight, BookOpen } from "lucide-react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { ButtonLink } from "~/components/ui/button";
import type { Category } from "~/content/types";
import { CategoryIcon } from "../lib/category-icon";
import { jobSearchHref } from "../lib/links";

/** Breadcrumbs (Careers > name), '{name} Jobs and Career Guide' and the two calls to action. */
export function CategoryHero({ category }: { category: Category }) {
  const firstKeyword = category.related_keywords[0] ?? category.name;
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumbs
          items={[{ label: "Home", to: "/" }, { label: "Careers", to: "/careers" }, { label: category.name }]}
        />
        <div className="mt-6 flex items-start gap-4">
          <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white shadow-sm sm:grid">
            <CategoryIcon slug={category.slug} className="size-7" />
          </span>
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {`${category.name} Jobs and Career Guide`}
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-slate-600">{category.description}</p>
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={jobSearchHref(firstKeyword)} size="lg">
            {`Browse ${category.name} Jobs`}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to="/career-guides" size="lg" variant="secondary">
            <BookOpen aria-hidden="true" className="size-4" />
            Explore Career Guides
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
