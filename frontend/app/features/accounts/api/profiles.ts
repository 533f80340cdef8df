import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "~/api/generated/schema";
import { api } from "~/lib/api-client";
import { callApi, ensureCsrf } from "~/lib/api-result";
import type { CompanyProfileValues, SeekerProfileValues } from "../lib/schemas";
import { SESSION_KEY } from "./session";

export type SeekerProfile = components["schemas"]["SeekerProfileOut"];
export type Company = components["schemas"]["CompanyOut"];

export const companyQueryOptions = queryOptions({
  queryKey: ["account", "company"],
  queryFn: async (): Promise<Company> => {
    const { data, response } = await api.GET("/api/employers/company");
    if (!data) throw new Error(`Company fetch failed: ${response.status}`);
    return data;
  },
  staleTime: 0,
});

export const seekerProfileQueryOptions = queryOptions({
  queryKey: ["account", "seeker-profile"],
  queryFn: async (): Promise<SeekerProfile> => {
    const { data, response } = await api.GET("/api/account/seeker-profile");
    if (!data) throw new Error(`Profile fetch failed: ${response.status}`);
    return data;
  },
  staleTime: 0,
});

export function useCompany(enabled = true) {
  return useQuery({ ...companyQueryOptions, enabled });
}

export function useSeekerProfile(enabled = true) {
  return useQuery({ ...seekerProfileQueryOptions, enabled });
}

export async function saveSeekerProfile(values: SeekerProfileValues) {
  await ensureCsrf();
  return callApi(() =>
    api.PUT("/api/account/seeker-profile", {
      body: {
        experience_years: values.experience_years === "" ? null : Number(values.experience_years),
        skills: values.skills,
        resume_url: values.resume_url,
      },
    }),
  );
}

export async function saveCompanyProfile(values: CompanyProfileValues) {
  await ensureCsrf();
  return callApi(() => api.PUT("/api/employers/company", { body: values }));
}

/** A saved profile changes the session's profile_completed flag: refresh both. */
function useProfileMutation<V, R>(save: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      client.invalidateQueries({ queryKey: SESSION_KEY });
      client.invalidateQueries({ queryKey: ["account"] });
    },
  });
}

export const useSaveSeekerProfile = () => useProfileMutation(saveSeekerProfile);
export const useSaveCompanyProfile = () => useProfileMutation(saveCompanyProfile);
