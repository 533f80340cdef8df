import { BookOpen, Database, Lightbulb } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useGuideIndex } from "~/lib/queries/guide-index";
import { relevantGuides } from "../lib/guides";
import type { JobCard } from "../types";
import { SourceBadge } from "./source-badge";

/** Where the job came from, and every source and publisher it was also seen on. */
export function SourceCard({ job }: { job: JobCard }) {
  const seen = job.seen_on.length > 0 ? job.seen_on : [{ source: job.source, publisher: null }];
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
        <Database aria-hidden="true" className="size-5 text-brand-600" />
        Source
      </h2>
      <p className="mt-3 text-sm text-slate-700">
        This job was found on <span className="font-semibold">{job.source}</span>.
      </p>
      <ul className="mt-3 grid gap-2" aria-label="Seen on">
        {seen.map((item) => (
          <li
            key={`${item.source}-${item.publisher ?? ""}`}
            className="flex items-center gap-2 text-sm text-slate-700"
          >
            <SourceBadge source={item.source} />
            {item.publisher && item.publisher !== item.source ? <span>via {item.publisher}</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function ProTip({ job }: { job: JobCard }) {
  const skills = job.skills.slice(0, 3);
  return (
    <Card className="border-amber-200 bg-amber-50 p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-amber-950">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-600" />
        Pro Tip
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-amber-950">
        Tailor your resume to this posting: mirror its wording
        {skills.length > 0 ? `, lead with your experience in ${skills.join(", ")}` : ""} and quantify one
        result per role. Apply within the first few days of posting, when recruiters review most applications.
      </p>
    </Card>
  );
}

export function RelevantGuides({ categories }: { categories: string[] }) {
  const { data: index, isPending } = useGuideIndex();
  const guides = index ? relevantGuides(categories, index) : [];
  // Guides are extra help: when they cannot load, the card stays out of the way.
  if (!isPending && guides.length === 0) return null;
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
        <BookOpen aria-hidden="true" className="size-5 text-brand-600" />
        Relevant Guides
      </h2>
      {isPending ? (
        <div className="mt-4 grid gap-3" aria-hidden="true">
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : (
        <ul className="mt-3 grid gap-1">
          {guides.map((guide) => (
            <li key={guide.slug}>
              <Link
                to={guide.to}
                className="-mx-2 block rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline"
              >
                {guide.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
