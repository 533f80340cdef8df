import { ArrowRight, ChevronRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { GuideIndex } from "~/content/types";
import { ArticleIcon } from "./article-icon";

interface GuidesIndexProps {
  guides: GuideIndex;
  title: string;
}

/** /career-guides and /job-guide: the four sections with bullets and Read More, then guides by career. */
export function GuidesIndex({ guides, title }: GuidesIndexProps) {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Career Guides" }]} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">
            Practical, honest advice for every stage of an IT career: breaking in, showing what you can do,
            getting through interviews and growing once you are hired.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {guides.sections.map((section) => (
            <li key={section.slug}>
              <Card className="flex h-full flex-col p-6">
                <div className="flex items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white">
                    <ArticleIcon name={section.icon} className="size-5" />
                  </span>
                  <h2 className="text-xl font-semibold text-ink">{section.title}</h2>
                </div>
                <p className="mt-3 text-slate-600">{section.summary}</p>
                <ul className="mt-4 grid flex-1 content-start gap-2">
                  {section.bullets.map((bullet) => (
                    <li key={bullet} className="flex gap-2 text-sm text-slate-700">
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                      {bullet}
                    </li>
                  ))}
                </ul>
                <ButtonLink
                  to={`/job-guide/${section.slug}`}
                  variant="outline"
                  className="mt-6 self-start"
                  aria-label={`Read More: ${section.title}`}
                >
                  Read More
                  <ArrowRight aria-hidden="true" className="size-4" />
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
        <section aria-labelledby="guides-by-career">
          <h2 id="guides-by-career" className="text-2xl font-bold text-ink">
            Guides by Career
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {guides.categories.map((category) => (
              <li key={category.slug}>
                <Card className="h-full p-5">
                  <h3 className="font-semibold text-ink">
                    <Link to={`/careers/${category.slug}`} className="hover:text-brand-700 hover:underline">
                      {category.name}
                    </Link>
                  </h3>
                  <ul className="mt-3 grid gap-1">
                    {category.guides.map((guide) => (
                      <li key={guide.slug}>
                        <Link
                          to={`/career-guides/${guide.slug}`}
                          className="flex gap-1.5 rounded-md py-1 text-sm text-slate-700 hover:text-brand-700 hover:underline"
                        >
                          <ChevronRight
                            aria-hidden="true"
                            className="mt-0.5 size-4 shrink-0 text-slate-400"
                          />
                          {guide.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
