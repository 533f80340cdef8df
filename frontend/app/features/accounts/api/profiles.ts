import { useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { refreshSession } from "~/lib/queries/session";
import { useMutation } from "~/lib/use-mutation";
import type { CompanyProfileValues, SeekerProfileValues } from "../lib/schemas";

export async function saveSeekerProfile(values: SeekerProfileValues) {
  await ensureCsrf();
  return apiRequest(() =>
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
  return apiRequest(() => api.PUT("/api/employers/company", { body: values }));
}

/** A saved profile changes the session's profile_completed flag: refresh both. */
function useProfileMutation<V, R>(save: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      void refreshSession(client);
    },
  });
}

export const useSaveSeekerProfile = () => useProfileMutation(saveSeekerProfile);
export const useSaveCompanyProfile = () => useProfileMutation(saveCompanyProfile);
