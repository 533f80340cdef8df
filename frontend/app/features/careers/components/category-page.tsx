import type { Category } from "~/content/types";
import { Island } from "~/islands/island";
import { CareerPath } from "./career-path";
import { CategoryHero } from "./category-hero";
import { CategoryJobs, type CategoryJobsProps } from "./category-jobs";
import { CategoryOverview } from "./category-overview";
import { CategorySidebar } from "./category-sidebar";

/** The category landing page: /careers/{slug} and /job-categories/{slug}. */
export function CategoryPage({ category }: { category: Category }) {
  const jobsProps: CategoryJobsProps = {
    category: {
      name: category.name,
      jobs_keyword: category.jobs_keyword,
      related_keywords: category.related_keywords,
    },
  };
  return (
    <>
      <CategoryHero category={category} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid min-w-0 content-start gap-8">
          <CategoryOverview category={category} />
          <Island name="category-jobs" props={jobsProps}>
            <CategoryJobs {...jobsProps} />
          </Island>
          <CareerPath category={category} />
        </div>
        <CategorySidebar category={category} />
      </div>
    </>
  );
}
