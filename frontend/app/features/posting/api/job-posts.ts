import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "~/api/generated/schema";
import { api } from "~/lib/api-client";
import { callApi, ensureCsrf } from "~/lib/api-result";
import type { PostJobValues } from "../lib/post-job-schema";

export type JobPost = components["schemas"]["JobPostOut"];
export type JobPostList = components["schemas"]["JobPostListOut"];
export type EmployerCompany = components["schemas"]["CompanyOut"];

const POSTS_KEY = ["account", "job-posts"] as const;

export const employerCompanyQueryOptions = queryOptions({
  queryKey: ["account", "company"],
  queryFn: async (): Promise<EmployerCompany> => {
    const { data, response } = await api.GET("/api/employers/company");
    if (!data) throw new Error(`Company fetch failed: ${response.status}`);
    return data;
  },
  staleTime: 0,
  retry: false,
});

export const jobPostsQueryOptions = queryOptions({
  queryKey: POSTS_KEY,
  queryFn: async (): Promise<JobPostList> => {
    const { data, response } = await api.GET("/api/employers/posts");
    if (!data) throw new Error(`Job posts fetch failed: ${response.status}`);
    return data;
  },
  staleTime: 0,
  retry: false,
});

export function useEmployerCompany(enabled = true) {
  return useQuery({ ...employerCompanyQueryOptions, enabled });
}

export function useJobPosts(enabled = true) {
  return useQuery({ ...jobPostsQueryOptions, enabled });
}

/** The body the API takes: company name and contact e-mail come from the account, not the form. */
function toBody(values: PostJobValues): components["schemas"]["JobPostIn"] {
  return {
    title: values.title,
    explanation: values.explanation,
    location: values.location,
    country: values.country,
    job_type: values.job_type as components["schemas"]["JobPostIn"]["job_type"],
    salary: values.salary,
    description: values.description,
    requirements: values.requirements,
  };
}

export async function createJobPost(values: PostJobValues) {
  await ensureCsrf();
  return callApi(() => api.POST("/api/employers/posts", { body: toBody(values) }));
}

export async function updateJobPost({ id, values }: { id: number; values: PostJobValues }) {
  await ensureCsrf();
  return callApi(() =>
    api.PUT("/api/employers/posts/{post_id}", { params: { path: { post_id: id } }, body: toBody(values) }),
  );
}

export async function closeJobPost(id: number) {
  await ensureCsrf();
  return callApi(() =>
    api.POST("/api/employers/posts/{post_id}/close", { params: { path: { post_id: id } } }),
  );
}

export async function duplicateJobPost(id: number) {
  await ensureCsrf();
  return callApi(() =>
    api.POST("/api/employers/posts/{post_id}/duplicate", { params: { path: { post_id: id } } }),
  );
}

/** Any change to a post changes the list and the plan usage: refetch both. */
function usePostMutation<V, R>(run: (input: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: ["account"] }),
  });
}

export const useCreateJobPost = () => usePostMutation(createJobPost);
export const useUpdateJobPost = () => usePostMutation(updateJobPost);
export const useCloseJobPost = () => usePostMutation(closeJobPost);
export const useDuplicateJobPost = () => usePostMutation(duplicateJobPost);
