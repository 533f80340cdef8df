// Jobs as routes and other pages use them: the job card and its skeletons, the job page.
export { JobCard } from "./components/job-card";
export { JobCardSkeleton } from "./components/job-card-skeleton";
export { JobDetailSkeleton } from "./components/job-detail-skeleton";
export { JobDetailView } from "./components/job-detail-view";
export { JobNotFound } from "./components/job-not-found";
export { LazyJobCardSkeleton } from "./components/lazy-job-card-skeleton";
export { useJobPage } from "./hooks/use-job-page";
