import { FileText, Lightbulb, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { isHttpUrl } from "~/lib/http-url";
import type { JobCard, JobDetail } from "../types";

const PROSE = [
  "max-w-none leading-relaxed text-slate-700 break-words",
  "[&_p]:mb-4 [&_p:last-child]:mb-0 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mb-1.5 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-5 [&_h3]:mb-2",
  "[&_h3]:font-semibold [&_h3]:text-ink [&_h4]:font-semibold [&_strong]:font-semibold [&_strong]:text-ink",
  "[&_a]:text-brand-700 [&_a]:underline",
].join(" ");

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <span className="text-brand-600">{icon}</span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function TextSkeleton() {
  return (
    <div className="space-y-2.5" aria-hidden="true">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}

/** 'What this job is about': the job's own explanation, else the server's canned text by title words. */
export function ExplanationSection({ detail }: { detail: JobDetail | undefined }) {
  return (
    <Section title="What this job is about" icon={<Sparkles aria-hidden="true" className="size-5" />}>
      {detail ? <p className="leading-relaxed text-slate-700">{detail.explanation}</p> : <TextSkeleton />}
    </Section>
  );
}

/**
 * The job's description, in one card. A 'Description Snippet' card beside the full description
 * would repeat the start of it, so the card shows the longest text we have, titled for
 * what it is:
 * - the whole description: 'Full Job Description';
 * - only its start (Adzuna sends ~500 characters): 'Description Snippet', ended at a whole sentence
 *   or word, then where the rest is ('continues at Adzuna');
 * - nothing: 'Description Snippet' with 'No description snippet available.'
 * Before the detail arrives (a card opened from a list) the card's snippet shows at once.
 */
export function DescriptionSection({
  job,
  detail,
  continuesAt,
}: {
  job: JobCard;
  detail: JobDetail | undefined;
  /** Where the rest of a partial description is: the posting's publisher ('Adzuna'). */
  continuesAt: string;
}) {
  const icon = <FileText aria-hidden="true" className="size-5" />;
  if (!detail) {
    return (
      <Section title="Description Snippet" icon={icon}>
        {job.snippet.trim() ? <p className="mb-4 leading-relaxed text-slate-700">{job.snippet}</p> : null}
        <TextSkeleton />
      </Section>
    );
  }
  if (!detail.description_html.trim()) {
    return (
      <Section title="Description Snippet" icon={icon}>
        <p className="leading-relaxed text-slate-700">
          {job.snippet.trim() || "No description snippet available."}
        </p>
      </Section>
    );
  }
  const partial = detail.description_is_partial;
  return (
    <Section title={partial ? "Description Snippet" : "Full Job Description"} icon={icon}>
      <div
        className={PROSE}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side with nh3 before storage
        dangerouslySetInnerHTML={{ __html: detail.description_html }}
      />
      {/* A closed job's posting is gone: no link to where it was (decision 0021). */}
      {partial && !detail.closed_at && isHttpUrl(detail.apply_url) ? (
        <p className="mt-4 text-sm text-slate-600">
          The full description continues at{" "}
          <a
            href={detail.apply_url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {continuesAt}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      ) : null}
    </Section>
  );
}

export function SkillChips({ skills }: { skills: string[] }) {
  if (skills.length === 0) return null;
  return (
    <Section title="Skills" icon={<Lightbulb aria-hidden="true" className="size-5" />}>
      <ul className="flex flex-wrap gap-2">
        {skills.map((skill) => (
          <li key={skill}>
            <Link
              to={`/jobs?keyword=${encodeURIComponent(skill)}`}
              className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset transition-colors hover:bg-brand-100"
            >
              {skill}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
