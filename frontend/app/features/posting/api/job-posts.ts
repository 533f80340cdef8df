import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "~/api/generated/schema";
import { api } from "~/lib/api-client";
import { apiRequest, ensureCsrf } from "~/lib/api-request";
import { ACCOUNT_KEY } from "~/lib/queries/session";
import { useMutation } from "~/lib/use-mutation";
import type { PostJobValues } from "../lib/post-job-schema";

export type JobPost = components["schemas"]["JobPostOut"];

export const jobPostsQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_KEY, "job-posts"],
  queryFn: () => apiRequest(() => api.GET("/api/employers/posts")),
  staleTime: 0,
  retry: false,
});

export function useJobPosts(enabled = true) {
  return useQuery({ ...jobPostsQueryOptions, enabled });
}

/** The body the API takes: company name and contact e-mail come from the account, not the form. */
function toBody(values: PostJobValues): components["schemas"]["JobPostIn"] {
  return {
    title: values.title,
    explanation: values.explanation,
    location: values.location,
    country: values.country as components["schemas"]["JobPostIn"]["country"],
    job_type: values.job_type as components["schemas"]["JobPostIn"]["job_type"],
    salary: values.salary,
    description: values.description,
    requirements: values.requirements,
  };
}

export async function createJobPost(values: PostJobValues) {
  await ensureCsrf();
  return apiRequest(() => api.POST("/api/employers/posts", { body: toBody(values) }));
}

export async function updateJobPost({ id, values }: { id: number; values: PostJobValues }) {
  await ensureCsrf();
  return apiRequest(() =>
    api.PUT("/api/employers/posts/{post_id}", { params: { path: { post_id: id } }, body: toBody(values) }),
  );
}

export async function closeJobPost(id: number) {
  await ensureCsrf();
  return apiRequest(() =>
    api.POST("/api/employers/posts/{post_id}/close", { params: { path: { post_id: id } } }),
  );
}

export async function duplicateJobPost(id: number) {
  await ensureCsrf();
  return apiRequest(() =>
    api.POST("/api/employers/posts/{post_id}/duplicate", { params: { path: { post_id: id } } }),
  );
}

/** Any change to a post changes the list and the plan usage: refetch both. */
function usePostMutation<V, R>(run: (input: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

export const useCreateJobPost = () => usePostMutation(createJobPost);
export const useUpdateJobPost = () => usePostMutation(updateJobPost);
export const useCloseJobPost = () => usePostMutation(closeJobPost);
export const useDuplicateJobPost = () => usePostMutation(duplicateJobPost);
