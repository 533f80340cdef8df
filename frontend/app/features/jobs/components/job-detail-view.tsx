import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { publisherOf } from "../lib/format";
import type { JobCard, JobDetail } from "../types";
import { JobClosedNotice } from "./job-closed-notice";
import { JobHeader } from "./job-header";
import { DescriptionSection, ExplanationSection, SkillChips } from "./job-sections";
import { ProTip, RelevantGuides, SourceCard } from "./job-sidebar";
import { RelatedJobs } from "./related-jobs";

interface JobDetailViewProps {
  /** What we have so far: the card from navigation state on first paint, then the full detail. */
  job: JobCard;
  detail: JobDetail | undefined;
  /** The 'Jobs' breadcrumb: the search the visitor came from, with its query; else /jobs. */
  searchHref?: string;
}

/** Every section of the job detail page, for an open job and for a closed one. */
export function JobDetailView({ job, detail, searchHref = "/jobs" }: JobDetailViewProps) {
  // The server answered 410 with the job as it was (its closed_at says when it left search).
  const { closed_at: closedAt, not_seen_lately: notSeenLately, last_seen: lastSeen } = detail ?? job;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: "Jobs", to: searchHref },
          { label: job.title || "Job Details" },
        ]}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="grid min-w-0 content-start gap-6">
          {closedAt ? (
            <JobClosedNotice closedAt={closedAt} notSeenSince={notSeenLately ? lastSeen : null} />
          ) : null}
          <JobHeader job={job} detail={detail} />
          <ExplanationSection detail={detail} />
          <DescriptionSection job={job} detail={detail} continuesAt={publisherOf(job)} />
          <SkillChips skills={job.skills} />
        </div>
        <aside aria-label="About this job" className="grid content-start gap-6">
          <SourceCard job={job} />
          {/* Advice on applying has no place beside a job that can no longer be applied for. */}
          {closedAt ? null : <ProTip job={job} />}
          <RelevantGuides categories={job.categories} />
        </aside>
      </div>
      <div className="mt-10">
        <RelatedJobs
          jobId={detail?.id ?? job.id}
          title={job.title}
          heading={closedAt ? "Similar open jobs" : undefined}
        />
      </div>
    </div>
  );
}
