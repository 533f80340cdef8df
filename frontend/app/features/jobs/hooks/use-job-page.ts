import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { isNotFound } from "~/lib/api-error";
import { jobQueryOptions, useJob } from "../api/get-job";
import type { JobCard } from "../types";

function stateJob(state: unknown): JobCard | undefined {
  const job = (state as { job?: JobCard } | null)?.job;
  return job && typeof job.id === "string" && typeof job.path === "string" ? job : undefined;
}

/** The search the visitor came from (a card passes it along), for the 'Jobs' breadcrumb. */
function stateFrom(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : undefined;
}

/**
 * The job for '/jobs/{slug}': navigation state paints first, the API fills in the rest, so a
 * reload or a shared link works. A non-canonical address is replaced by the job's own `path`.
 */
export function useJobPage(slug: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const passed = stateJob(location.state);
  // The card the visitor clicked, when this address ends with its id.
  const fromState = passed && (slug === passed.id || slug.endsWith(`-${passed.id}`)) ? passed : undefined;
  const query = useJob(slug);
  const queryClient = useQueryClient();
  const job: JobCard | undefined = query.data ?? fromState;
  const notFound = (isNotFound(query.error) && !query.data) || (query.isError && !job);

  useEffect(() => {
    if (!job) return;
    let current = location.pathname;
    try {
      current = decodeURI(current);
    } catch {
      // A malformed escape: compare as is.
    }
    if (current === job.path) return;
    // The job's own address reads the answer we already have: asking again could bring an older
    // copy (a browser may serve a public answer stale while it revalidates), e.g. a job shown
    // open after the page's own answer said it closed.
    const canonicalSlug = job.path.replace(/^\/jobs\//, "");
    if (query.data) queryClient.setQueryData(jobQueryOptions(canonicalSlug).queryKey, query.data);
    navigate(`${job.path}${location.search}`, { replace: true, state: location.state });
  }, [job, query.data, queryClient, location.pathname, location.search, location.state, navigate]);

  return {
    job,
    detail: query.data,
    notFound,
    isLoading: !job && query.isPending,
    searchHref: stateFrom(location.state) ?? "/jobs",
  };
}
