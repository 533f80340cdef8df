import { useParams } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { JobCard, JobCardSkeleton } from "~/features/jobs";
import { CITY_GUIDE_PAGES, CITY_GUIDES, CityGuide, CityLayout } from "~/features/search";
import { CITY_GUIDE_TITLE, fillText } from "~/lib/page-texts";
import { useSiteConfig } from "~/lib/site-config";

export default function CityGuidePage() {
  const { city = "" } = useParams();
  const productName = useSiteConfig((config) => config.productName);
  const productSlug = useSiteConfig((config) => config.productSlug);
  const name = CITY_GUIDE_PAGES[city];
  if (!name) return <NotFound />;
  const title = fillText(CITY_GUIDE_TITLE, { city: name, product: productName });
  const kind = productSlug;
  const renderJob = (job: Parameters<typeof JobCard>[0]["job"]) => <JobCard job={job} />;
  const renderSkeleton = () => <JobCardSkeleton />;
  const guide = CITY_GUIDES[name];
  if (guide) {
    return (
      <CityGuide
        guide={guide}
        title={title}
        kind={kind}
        renderJob={renderJob}
        renderSkeleton={renderSkeleton}
      />
    );
  }
  // /guide/seattle, /guide/los-angeles and /guide/austin are city job pages.
  return (
    <CityLayout
      title={title}
      lead={`IT jobs in ${name}: the latest openings, refreshed throughout the day from trusted job sources.`}
      city={name}
      kind={kind}
      renderJob={renderJob}
      renderSkeleton={renderSkeleton}
    />
  );
}
