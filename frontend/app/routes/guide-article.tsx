import { useParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";

// Built out by the content issue.
export default function GuideArticlePage() {
  const { slug, section } = useParams();
  const name = (slug ?? section ?? "").replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  return <PageHeader title={name} />;
}
