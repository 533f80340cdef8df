import { PageHeader } from "~/components/layout/page-header";

// Built out by the job seeker screens issue.
export default function JobDetailPage() {
  return <PageHeader title="Job Details" />;
}
