import type { JobPost } from "../api/job-posts";

type Tone = "neutral" | "brand" | "green" | "amber" | "violet";

export const STATUS_BADGES: Record<JobPost["status"], { label: string; tone: Tone }> = {
  pending: { label: "Pending review", tone: "amber" },
  published: { label: "Published", tone: "green" },
  rejected: { label: "Rejected", tone: "violet" },
  closed: { label: "Closed", tone: "neutral" },
  expired: { label: "Expired", tone: "neutral" },
};

/** The public job page of a published post: /jobs/{title-slug}-at-{company-slug}-{job_id}. */
export function publicJobPath(post: Pick<JobPost, "title" | "company_name" | "job_id">): string | null {
  if (!post.job_id) return null;
  const slug = (text: string) =>
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  const title = slug(post.title);
  const company = slug(post.company_name);
  const parts = [title, company ? `at-${company}` : "", post.job_id].filter(Boolean);
  return `/jobs/${parts.join("-")}`;
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}
