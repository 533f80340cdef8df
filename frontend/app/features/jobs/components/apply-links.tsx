import { ExternalLink } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { isHttpUrl } from "~/lib/http-url";

const EXTERNAL = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;

/** Apply Now / View Original: the original posting in a new tab, only for http(s) addresses. */
export function ApplyLinks({ url, source }: { url: string | null | undefined; source: string }) {
  if (!isHttpUrl(url)) {
    return <p className="text-sm text-slate-600">The application link for this job is not available.</p>;
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <a href={url} {...EXTERNAL} className={buttonClass("primary", "lg")}>
        Apply Now
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <a href={url} {...EXTERNAL} className={buttonClass("secondary", "lg")}>
        View Original
        <span className="sr-only">on {source} (opens in a new tab)</span>
      </a>
    </div>
  );
}
