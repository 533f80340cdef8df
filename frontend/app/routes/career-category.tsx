import { useParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";

// Built out by the content issue.
export default function CareerCategoryPage() {
  const { slug = "" } = useParams();
  const name = slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  return <PageHeader title={`${name} Jobs and Career Guide`} />;
}
