import { content } from "~/content/content.server";
import {
  CategoryCards,
  FeaturedJobs,
  getHomeFaqs,
  HeroSearch,
  HomeFaq,
  NearMe,
  NewsletterCta,
} from "~/features/home";
import { JobCard } from "~/features/jobs";
import { useScrollToHash } from "~/lib/scroll-to-hash";
import { nearMeAnchor, useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/home";

// Prerendered: the build-time loader puts the FAQ (from the content export) in the HTML; client
// navigations read it from the content API.
export function loader() {
  return { faqs: content.faqs.home };
}

export async function clientLoader() {
  return { faqs: await getHomeFaqs() };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const productName = useSiteConfig((config) => config.productName);
  const productSlug = useSiteConfig((config) => config.productSlug);
  useScrollToHash();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(ellipse_at_top,rgba(59,110,246,0.18),transparent_65%)]"
        />
        <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16">
          <p className="inline-flex items-center rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            Software · Data · Cloud · DevOps · Security
          </p>
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Find your next <span className="whitespace-nowrap text-brand-600">IT job</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Thousands of tech roles from trusted job sources and direct employers, in one fast search.
          </p>
          <HeroSearch />
        </div>
      </section>
      <FeaturedJobs renderJob={(job) => <JobCard job={job} />} />
      <CategoryCards />
      <NearMe anchor={nearMeAnchor({ productSlug })} productName={productName} />
      <HomeFaq faqs={loaderData.faqs} />
      <NewsletterCta />
    </>
  );
}
