import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { retryUnlessClientError } from "~/lib/api-error";
import { apiRequest } from "~/lib/api-request";
import { takePreloadedData } from "~/lib/preloaded-api";
import { companyPageQuery } from "../lib/company-page-query";
import type { Company } from "../types";

/** A company's open jobs from every source and its employer's profile; 404 for a company with none. */
export function getCompany(slug: string, page: number, signal?: AbortSignal): Promise<Company> {
  return apiRequest(() =>
    api.GET("/api/companies/{slug}", { params: { path: { slug }, query: companyPageQuery(page) }, signal }),
  );
}

export function companyQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: ["companies", slug, page],
    queryFn: ({ signal }) => getCompany(slug, page, signal),
    // A company page's HTML brings its company (the server asks the same address).
    initialData: () =>
      takePreloadedData<Company>(`/api/companies/${encodeURIComponent(slug)}`, companyPageQuery(page)),
    retry: retryUnlessClientError,
  });
}

export function useCompany(slug: string, page: number) {
  // Paging keeps the page it leaves on screen until the next arrives.
  return useQuery({ ...companyQueryOptions(slug, page), placeholderData: keepPreviousData });
}
