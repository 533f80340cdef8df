// Company pages as their route uses them.
export { useCompany } from "./api/get-company";
export { CompanyAbout } from "./components/company-about";
export { CompanyHeader } from "./components/company-header";
export { companyPageNumber } from "./lib/company-page-query";
export type { Company } from "./types";
