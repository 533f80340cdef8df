import { JobCard } from "~/features/jobs";
import { SavedJobsScreen } from "~/features/saved";

/** /saved-jobs: for everyone; a visitor's list lives in the browser. Its head is noindex (the
 * server's page texts). */
export default function SavedJobsRoute() {
  return <SavedJobsScreen openJob={(card) => <JobCard job={card} headingLevel="h2" />} />;
}
