import { ExternalLink, Target } from "lucide-react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { About } from "~/content/types";
import { isHttpUrl } from "~/lib/http-url";

/** /about (breadcrumb 'About Us'): the mission and three partner-site logo links from settings. */
export function AboutPage({ about }: { about: About }) {
  const [lead, ...rest] = about.mission;
  const partners = about.partners.filter((partner) => isHttpUrl(partner.url));
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
          <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "About Us" }]} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">About Us</h1>
          <p className="mt-3 text-lg text-slate-600">{lead}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-4xl gap-12 px-4 py-10 sm:px-6">
        <Card className="p-6 sm:p-10">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white">
              <Target aria-hidden="true" className="size-5" />
            </span>
            <h2 className="text-2xl font-bold text-ink">Our Mission</h2>
          </div>
          {rest.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/jobs">Find IT Jobs</ButtonLink>
            <ButtonLink to="/career-guides" variant="outline">
              Read Career Guides
            </ButtonLink>
          </div>
        </Card>
        <section aria-labelledby="partners">
          <h2 id="partners" className="text-2xl font-bold text-ink">
            Our Partner Sites
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-3">
            {partners.map((partner) => (
              <li key={partner.url}>
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="group flex h-28 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm transition-shadow hover:shadow-md"
                  data-testid="partner-link"
                >
                  {partner.logo_url ? (
                    <img
                      src={partner.logo_url}
                      alt={partner.name}
                      className="max-h-12 w-auto"
                      loading="lazy"
                    />
                  ) : (
                    <span className="text-lg font-bold tracking-tight text-brand-800">{partner.name}</span>
                  )}
                  <span className="flex items-center gap-1 text-xs text-slate-600">
                    Visit site
                    <ExternalLink aria-hidden="true" className="size-3" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
