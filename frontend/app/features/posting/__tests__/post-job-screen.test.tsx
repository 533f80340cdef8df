import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PostJobScreen } from "../components/post-job-screen";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});
const toastMock = vi.hoisted(() => vi.fn());
vi.mock("~/lib/toast-store", () => ({ toast: toastMock }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const COMPANY = {
  id: 3,
  name: "Acme",
  email: "hr@acme.io",
  description: "",
  website: "",
  logo_url: "",
  plan: "professional",
  plan_name: "Professional",
  post_limit: 3,
  active_posts: 1,
  profile_completed: true,
};
const USAGE = { posts: [], plan: "professional", plan_name: "Professional", post_limit: 3, active_posts: 1 };

/** Answers GETs for the company and the posts, and the POST with `created`. */
function serve(created: Response) {
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === "GET" && path === "/api/employers/company") return json(COMPANY);
    if (request.method === "GET" && path === "/api/employers/posts") return json(USAGE);
    if (request.method === "GET" && path === "/api/auth/csrf") return json({ csrf_token: "t" });
    if (request.method === "POST" && path === "/api/employers/posts") return created;
    return json({ detail: "unexpected" }, 500);
  });
}

async function postValidJob() {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={client}>
      <PostJobScreen onDone={onDone} />
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
  expect(screen.getByText("Checking your account...")).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Job title"), "Platform Engineer");
  expect(screen.getByText("1 of 3 active posts")).toBeInTheDocument();
  await user.type(screen.getByLabelText("Location"), "Remote");
  await user.selectOptions(screen.getByLabelText("Job type"), "full-time");
  await user.type(screen.getByLabelText("Salary range"), "$150k");
  await user.type(
    screen.getByLabelText("Description"),
    "Run the platform our product teams build on, from CI to production.",
  );
  await user.type(screen.getByLabelText("Requirements"), "Kubernetes, Terraform and a calm pager.");
  await user.click(screen.getByRole("button", { name: "Post Job" }));
  return onDone;
}

beforeEach(() => {
  fetchMock.mockReset();
  toastMock.mockReset();
});

describe("PostJobScreen", () => {
  it("says 'submitted for review' for a pending post and moves on", async () => {
    serve(json({ id: 9, status: "pending" }, 201));
    const onDone = await postValidJob();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toastMock).toHaveBeenCalledWith({
      title: "Job Posted Successfully",
      description: "Your job has been submitted for review.",
    });
  });

  it("says 'published' when the site approves posts automatically", async () => {
    serve(json({ id: 9, status: "published" }, 201));
    const onDone = await postValidJob();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toastMock).toHaveBeenCalledWith({
      title: "Job Posted Successfully",
      description: "Your job has been published.",
    });
  });

  it("shows the plan cap answer above the button and stays on the form", async () => {
    const cap =
      "Your Professional plan allows 3 active job posts (pending or published). Close a post or upgrade your plan to post more.";
    serve(json({ detail: cap }, 409));
    const onDone = await postValidJob();
    expect(await screen.findByRole("alert")).toHaveTextContent(cap);
    expect(onDone).not.toHaveBeenCalled();
    expect(toastMock).toHaveBeenCalledWith({
      title: "Job not posted",
      description: cap,
      variant: "destructive",
    });
  });
});
