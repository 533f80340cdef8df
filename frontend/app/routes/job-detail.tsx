import { useParams } from "react-router";
import { JobDetailSkeleton } from "~/features/jobs/components/job-detail-skeleton";
import { JobDetailView } from "~/features/jobs/components/job-detail-view";
import { JobNotFound } from "~/features/jobs/components/job-not-found";
import { useJobPage } from "~/features/jobs/hooks/use-job-page";

export default function JobDetailPage() {
  const { slug = "" } = useParams();
  const { job, detail, notFound, searchHref } = useJobPage(slug);
  if (notFound) return <JobNotFound />;
  if (!job) return <JobDetailSkeleton />;
  return <JobDetailView job={job} detail={detail} searchHref={searchHref} />;
}
