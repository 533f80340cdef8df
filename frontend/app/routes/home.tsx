import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useScrollToHash } from "~/lib/scroll-to-hash";
import { getSiteConfig, nearMeAnchor } from "~/lib/site-config";

// The full home screen is built by the job seeker screens issue; the shell needs the hero
// heading and the near-me anchor the header button scrolls to.
export default function HomePage() {
  const config = getSiteConfig();
  useScrollToHash();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-slate-50">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-24 text-center sm:px-6 sm:pt-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Find your next <span className="text-brand-600">IT job</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Software, data, cloud, DevOps and security roles from trusted job sources and direct employers.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/jobs" className={buttonClass("primary", "lg")}>
              Browse All Jobs
            </Link>
            <Link to="/employers" className={buttonClass("secondary", "lg")}>
              For Employers
            </Link>
          </div>
        </div>
      </section>
      <section id={nearMeAnchor(config)} className="mx-auto min-h-[60vh] max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
          <MapPin aria-hidden="true" className="size-6 text-brand-600" />
          {config.productName} Near Me
        </h2>
      </section>
    </>
  );
}
