import { BellRing, Mail } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useSiteConfig } from "~/lib/site-config";

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/** 'Subscribe Now' and 'Get IT Job Alerts' open the newsletter sign-up in a new tab (address from settings). */
export function NewsletterCta() {
  // Read here, not by the page: the address comes from the server after hydration, and only this
  // section should render again when it does.
  const url = useSiteConfig((config) => config.newsletterUrl);
  if (!url) return null;
  return (
    <section aria-labelledby="alerts-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <BellRing aria-hidden="true" className="mx-auto size-10 text-brand-200" />
        <h2 id="alerts-heading" className="mt-4 text-2xl font-bold sm:text-3xl">
          Never miss a new IT job
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Get the newest developer, data, cloud and security openings in your inbox every week.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={url} {...NEW_TAB} className={cn(buttonClass("secondary", "lg"), "text-brand-800")}>
            <Mail aria-hidden="true" className="size-4" />
            Subscribe Now
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <a
            href={url}
            {...NEW_TAB}
            className={cn(buttonClass("outline", "lg"), "border-white/40 text-white hover:bg-white/10")}
          >
            <BellRing aria-hidden="true" className="size-4" />
            Get IT Job Alerts
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
