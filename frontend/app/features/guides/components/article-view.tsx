import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Card } from "~/components/ui/card";
import type { Article, ArticleSection } from "~/content/types";
import { ArticleIcon } from "./article-icon";

/** 'Resume & Portfolio' -> 'resume-portfolio': anchors for the table of contents. */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function Section({ section }: { section: ArticleSection }) {
  return (
    <section aria-labelledby={sectionAnchor(section.heading)} className="scroll-mt-24">
      <h2 id={sectionAnchor(section.heading)} className="text-2xl font-bold tracking-tight text-ink">
        {section.heading}
      </h2>
      {section.blocks.map((block, index) =>
        block.kind === "list" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static and never reorder
          <ul key={index} className="mt-4 grid list-disc gap-2 pl-6 text-slate-700 marker:text-brand-600">
            {block.items.map((item) => (
              <li key={item} className="leading-relaxed">
                {item}
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static and never reorder
          <p key={index} className="mt-4 text-lg leading-relaxed text-slate-700">
            {block.text}
          </p>
        ),
      )}
    </section>
  );
}

interface ArticleViewProps {
  article: Article;
  backTo: "/career-guides" | "/job-guide";
}

/** A guide article: headings, paragraphs, lists and 'Back to all guides'. */
export function ArticleView({ article, backTo }: ArticleViewProps) {
  const backLink = (
    <Link
      to={backTo}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to all guides
    </Link>
  );
  return (
    <article>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <Breadcrumbs
            items={[
              { label: "Home", to: "/" },
              { label: "Career Guides", to: "/career-guides" },
              { label: article.title },
            ]}
          />
          <div className="mt-6 flex items-start gap-4">
            <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white shadow-sm sm:grid">
              <ArticleIcon name={article.icon} className="size-7" />
            </span>
            <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {article.title}
            </h1>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_16rem]">
        <div className="grid max-w-3xl min-w-0 content-start gap-10">
          {article.sections.map((section) => (
            <Section key={section.heading} section={section} />
          ))}
          {article.related.length > 0 ? (
            <section aria-labelledby="related-guides" className="rounded-2xl bg-brand-50 p-6">
              <h2 id="related-guides" className="text-lg font-semibold text-ink">
                Keep reading
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-3">
                {article.related.map((guide) => (
                  <li key={guide.slug}>
                    <Link
                      to={
                        article.is_section && backTo === "/job-guide"
                          ? `/job-guide/${guide.slug}`
                          : `/career-guides/${guide.slug}`
                      }
                      className="flex h-full items-start gap-2 rounded-xl bg-white p-4 text-sm font-medium text-ink shadow-sm ring-1 ring-slate-200 hover:text-brand-700 hover:ring-brand-200"
                    >
                      <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {guide.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="border-t border-slate-200 pt-6">{backLink}</div>
        </div>
        <aside className="hidden lg:block" aria-label="In this guide">
          <Card className="sticky top-24 p-5">
            <p className="text-sm font-semibold text-ink">In this guide</p>
            <ol className="mt-3 grid gap-1.5 text-sm">
              {article.sections.map((section) => (
                <li key={section.heading}>
                  <a
                    href={`#${sectionAnchor(section.heading)}`}
                    className="text-slate-600 hover:text-brand-700 hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
            <div className="mt-4 border-t border-slate-200 pt-4">{backLink}</div>
          </Card>
        </aside>
      </div>
    </article>
  );
}
