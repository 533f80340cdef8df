import { type Browser, expect, type Page } from "@playwright/test";
import { approveInAdmin, csrfToken, signUpViaApi, uniqueEmail, verificationLink } from "./accounts";

export interface PostFields {
  title: string;
  explanation: string;
  location: string;
  salary: string;
  description: string;
  requirements: string;
}

/**
 * A company signs up on `page` and verifies its address (through the API: the verification screen
 * has its own spec), posts a job and an operator approves it: a new job in the index. The page
 * stays signed in as that company, so the spec can close the post. Returns the post's and the
 * job's ids.
 */
export async function publishPost(
  page: Page,
  browser: Browser,
  baseURL: string,
  { companyName, ...post }: PostFields & { companyName: string },
): Promise<{ postId: number; jobId: string }> {
  const email = uniqueEmail("company");
  await signUpViaApi(page, { type: "company", email, companyName });
  const verified = await page.request.post("/api/email-verification/confirm", {
    headers: { "X-CSRFToken": await csrfToken(page) },
    data: { token: new URL(await verificationLink(email), baseURL).searchParams.get("token") },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  const created = await page.request.post("/api/employers/posts", {
    headers: { "X-CSRFToken": await csrfToken(page) },
    data: { ...post, country: "us", job_type: "full-time" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const postId = (await created.json()).id as number;
  await approveInAdmin(browser, baseURL, post.title);
  const jobId = (await (await page.request.get(`/api/employers/posts/${postId}`)).json()).job_id as string;
  return { postId, jobId };
}

/** The company on `page` closes its post: the job leaves search at once. */
export async function closePost(page: Page, postId: number): Promise<void> {
  const closed = await page.request.post(`/api/employers/posts/${postId}/close`, {
    headers: { "X-CSRFToken": await csrfToken(page) },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}
