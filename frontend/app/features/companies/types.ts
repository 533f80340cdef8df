import type { components } from "~/api/generated/schema";

export type Company = components["schemas"]["CompanyPageOut"];
export type EmployerProfile = components["schemas"]["EmployerProfileOut"];
