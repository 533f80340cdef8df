// The legal pages and the about page as their routes use them.
export { fetchAbout, fetchLegal } from "./api/get-legal";
export { AboutPage } from "./components/about-page";
export { LegalDocument } from "./components/legal-document";
