import { useParams } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { AlertButton, AlertDialogHost } from "~/features/alerts";
import { JobCard, JobCardSkeleton } from "~/features/jobs";
import { CityLayout } from "~/features/search";
import { CITY_PAGE_KINDS, parseCityPageSlug } from "~/lib/cities";
import { CITY_PAGE_TITLE, fillText } from "~/lib/page-texts";
import { useSiteConfig } from "~/lib/site-config";

export default function CityPage() {
  const { pageSlug = "" } = useParams();
  const productName = useSiteConfig((config) => config.productName);
  const productSlug = useSiteConfig((config) => config.productSlug);
  const page = parseCityPageSlug(pageSlug, productSlug);
  if (!page) return <NotFound />;
  const label = CITY_PAGE_KINDS[page.kind] ?? productName;
  return (
    <AlertDialogHost>
      <CityLayout
        title={fillText(CITY_PAGE_TITLE, { kind: label, city: page.city })}
        lead={`The latest ${label.replace(/ Jobs$/, "")} openings in ${page.city}, refreshed throughout the day from trusted job sources.`}
        city={page.city}
        kind={page.kind}
        keyword={page.keyword}
        renderJob={(job) => <JobCard job={job} />}
        renderSkeleton={() => <JobCardSkeleton />}
        renderToolbar={(search) => <AlertButton search={search} />}
      />
    </AlertDialogHost>
  );
}
