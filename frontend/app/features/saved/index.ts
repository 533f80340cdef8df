// The saved jobs page as its route uses it.
export { SavedJobsScreen } from "./components/saved-jobs-screen";
