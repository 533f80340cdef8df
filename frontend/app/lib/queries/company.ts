import { queryOptions, useQuery } from "@tanstack/react-query";
import type { components } from "~/api/generated/schema";
import { api } from "../api-client";
import { retryUnlessClientError } from "../api-error";
import { apiRequest } from "../api-request";
import { ACCOUNT_KEY } from "./session";

export type Company = components["schemas"]["CompanyOut"];

/** The signed-in company's account: profile, plan and post usage (onboarding and posting read it). */
export const companyQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_KEY, "company"],
  queryFn: () => apiRequest(() => api.GET("/api/employers/company")),
  staleTime: 0,
  retry: retryUnlessClientError,
});

export function useCompany(enabled = true) {
  return useQuery({ ...companyQueryOptions, enabled });
}
