import { ArrowLeft, FileQuestion } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { LazyEmptyState } from "~/components/ui/lazy-empty-state";

/** An unknown job (the server answers 404 for the same address). */
export function JobNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <LazyEmptyState
        icon={<FileQuestion aria-hidden="true" className="size-7" />}
        title="Job Details Not Found"
        description="Could not load job details. Please go back to the list."
        headingLevel="h1"
      >
        <ButtonLink to="/jobs">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Jobs
        </ButtonLink>
      </LazyEmptyState>
    </div>
  );
}
