import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { LazyEmptyState } from "~/components/ui/lazy-empty-state";

interface LinkListEmptyProps {
  description: string;
  listTitle: string;
  links: { to: string; label: string }[];
}

/** 'No Jobs Found' with somewhere else to look: other cities, or related categories. */
export function LinkListEmpty({ description, listTitle, links }: LinkListEmptyProps) {
  return (
    <LazyEmptyState title="No Jobs Found" description={description}>
      <div className="w-full">
        <h3 className="text-sm font-semibold text-slate-700">{listTitle}</h3>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </Link>
            </li>
          ))}
        </ul>
        <ButtonLink to="/jobs" variant="secondary" className="mt-6">
          Browse All Jobs
        </ButtonLink>
      </div>
    </LazyEmptyState>
  );
}
