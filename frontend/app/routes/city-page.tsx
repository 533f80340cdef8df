import { useParams } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { PageHeader } from "~/components/layout/page-header";
import { parseCityPageSlug } from "~/lib/cities";
import { getSiteConfig, productSlug } from "~/lib/site-config";

const KIND_LABELS: Record<string, string> = {
  "developer-jobs": "Developer Jobs",
  "programmer-jobs": "Programmer Jobs",
};

export default function CityPage() {
  const { pageSlug = "" } = useParams();
  const config = getSiteConfig();
  const page = parseCityPageSlug(pageSlug, productSlug(config));
  if (!page) return <NotFound />;
  const label = KIND_LABELS[page.kind] ?? config.productName;
  return <PageHeader title={`${label} in ${page.city}`} />;
}
