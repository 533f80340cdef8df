import { ArrowLeft, FileQuestion } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";

/** An unknown guide ('Article Not Found'); the server answers this path with 404. */
export function ArticleNotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <FileQuestion aria-hidden="true" className="size-14 text-brand-600" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Article Not Found</h1>
      <p className="mt-3 text-slate-600">The article you're looking for doesn't exist or has been moved.</p>
      <ButtonLink to="/job-guide" className="mt-8" size="lg">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Job Guide
      </ButtonLink>
    </section>
  );
}
