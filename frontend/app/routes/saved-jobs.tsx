import { SavedJobsScreen } from "~/features/saved/components/saved-jobs-screen";

/** /saved-jobs (issue 15): for everyone; a visitor's list lives in the browser. Its head is noindex
 * (the server's page texts). */
export default function SavedJobsRoute() {
  return <SavedJobsScreen />;
}
