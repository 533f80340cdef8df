// Employers' job posts as routes use them: the post form and the dashboard.
export { DashboardScreen } from "./components/dashboard-screen";
export { PostJobScreen } from "./components/post-job-screen";
