import { useParams } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { PageHeader } from "~/components/layout/page-header";
import { getSiteConfig } from "~/lib/site-config";

const CITY_GUIDES: Record<string, string> = {
  nyc: "New York",
  "new-york": "New York",
  "san-francisco": "San Francisco",
  seattle: "Seattle",
  "los-angeles": "Los Angeles",
  austin: "Austin",
};

export default function CityGuidePage() {
  const { city = "" } = useParams();
  const name = CITY_GUIDES[city];
  if (!name) return <NotFound />;
  return <PageHeader title={`${name} ${getSiteConfig().productName} Guide`} />;
}
