import { PageHeader } from "~/components/layout/page-header";

// Built out by its own issue; until then the route resolves and shows its heading.
export default function LegalPage() {
  return <PageHeader title="Impressum" />;
}
