import { ExternalLink, Mail } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { isHttpUrl } from "~/lib/http-url";

const EXTERNAL = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;

/**
 * The 'Apply Now / View Original' link: one action, since applying and reading the original
 * posting happen at the same address (two buttons to one place made the seeker wonder which to
 * press). It says where it leads ('the original posting on LinkedIn'). http(s) addresses open in a new tab; an employer's direct post
 * without a website is applied to by e-mail.
 */
export function ApplyLinks({ url, destination }: { url: string | null | undefined; destination: string }) {
  if (url?.startsWith("mailto:")) {
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <a href={url} className={buttonClass("primary", "lg")}>
          <Mail aria-hidden="true" className="size-4" />
          Apply by e-mail
        </a>
        <p className="text-sm text-slate-600">{url.slice("mailto:".length)}</p>
      </div>
    );
  }
  if (!isHttpUrl(url)) {
    return <p className="text-sm text-slate-600">The application link for this job is not available.</p>;
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <a href={url} {...EXTERNAL} className={buttonClass("primary", "lg")}>
        Apply Now
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">: {destination} (opens in a new tab)</span>
      </a>
      <p className="text-sm text-slate-600" aria-hidden="true">
        Opens {destination}
      </p>
    </div>
  );
}
