// The employers' page as its route uses it.
export { fetchEmployerContent } from "./api/get-employer-content";
export { EmployersPage } from "./components/employers-page";
