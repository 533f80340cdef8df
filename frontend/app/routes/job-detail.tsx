import { useParams } from "react-router";
import { JobDetailSkeleton, JobDetailView, JobNotFound, useJobPage } from "~/features/jobs";

export default function JobDetailPage() {
  const { slug = "" } = useParams();
  const { job, detail, notFound, searchHref } = useJobPage(slug);
  if (notFound) return <JobNotFound />;
  if (!job) return <JobDetailSkeleton />;
  return <JobDetailView job={job} detail={detail} searchHref={searchHref} />;
}
