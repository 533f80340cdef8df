import { BookOpen, Briefcase, ChevronRight, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { Category } from "~/content/types";
import { CategoryIcon } from "../lib/category-icon";
import { jobSearchHref } from "../lib/links";

function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <ul className="mt-3 grid gap-1">{children}</ul>
    </Card>
  );
}

const linkClass =
  "flex items-center gap-2 rounded-lg px-2 py-2 text-sm text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-700";

/** Quick Resources, the category's three guides and up to five related categories. */
export function CategorySidebar({ category }: { category: Category }) {
  const firstKeyword = category.related_keywords[0] ?? category.name;
  return (
    <aside className="grid content-start gap-6" aria-label="Resources">
      <SidebarCard title="Quick Resources">
        <li>
          <Link to={jobSearchHref(firstKeyword)} className={linkClass}>
            <Search aria-hidden="true" className="size-4 text-brand-600" />
            {`Search ${category.name} Jobs`}
          </Link>
        </li>
        <li>
          <Link to="/career-guides" className={linkClass}>
            <BookOpen aria-hidden="true" className="size-4 text-brand-600" />
            Career Guides
          </Link>
        </li>
        <li>
          <Link to="/employers" className={linkClass}>
            <Briefcase aria-hidden="true" className="size-4 text-brand-600" />
            For Employers
          </Link>
        </li>
      </SidebarCard>
      <SidebarCard title="Career Guides">
        {category.guides.map((guide) => (
          <li key={guide.slug}>
            <Link to={`/career-guides/${guide.slug}`} className={linkClass}>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              {guide.title}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/career-guides" className={`${linkClass} font-semibold text-brand-700`}>
            View All Guides
          </Link>
        </li>
      </SidebarCard>
      <SidebarCard title="Related Categories">
        {category.related.slice(0, 5).map((other) => (
          <li key={other.slug}>
            <Link to={`/careers/${other.slug}`} className={linkClass}>
              <CategoryIcon slug={other.slug} className="size-4 shrink-0 text-slate-500" />
              {other.name}
            </Link>
          </li>
        ))}
      </SidebarCard>
    </aside>
  );
}
