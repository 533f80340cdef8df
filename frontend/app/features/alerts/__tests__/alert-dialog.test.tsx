import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import AlertDialog from "../components/alert-dialog";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

const SEARCH = { keyword: "python developer", location: "Seattle", country: "us", remote: true };
const SIGNED_OUT = { authenticated: false, user: null };
const SIGNED_IN = {
  authenticated: true,
  user: { id: 1, email: "ada@example.com", user_type: "job_seeker", terms_accepted: true },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The server: the session, and POST /api/alerts answered with `created` (a Response). */
function serve(session: unknown, created: () => Response) {
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === "/api/auth/session") return json(session);
    if (path === "/api/alerts" && request.method === "POST") return created();
    return json({ detail: "unexpected" }, 500);
  });
}

async function posted(): Promise<Record<string, unknown>> {
  const request = fetchMock.mock.calls.map((call) => call[0]).find((r) => r.method === "POST") as Request;
  return request.clone().json();
}

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <QueryClientProvider client={client}>
            <AlertDialog search={SEARCH} onClose={onClose} />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ["/jobs"] },
  );
  render(<RouterProvider router={router} />);
  return onClose;
}

beforeEach(() => {
  fetchMock.mockReset();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "csrftoken=test-token";
});

describe("AlertDialog", () => {
  it("names the search and asks a visitor for the address, checked before anything is sent", async () => {
    serve(SIGNED_OUT, () => json({ detail: "Check your inbox", alert: null }, 201));
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Get alerts for this search" })).toHaveTextContent(
      "python developer in Seattle",
    );
    await userEvent.click(screen.getByRole("button", { name: "Create alert" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some((call) => call[0].method === "POST")).toBe(false);
  });

  it("sends the whole search with the address and frequency, then says to check the inbox", async () => {
    serve(SIGNED_OUT, () => json({ detail: "Check your inbox: we have sent a link.", alert: null }, 201));
    renderDialog();
    await userEvent.type(screen.getByLabelText("Email"), "sam@example.com");
    await userEvent.click(screen.getByText("Weekly"));
    await userEvent.click(screen.getByRole("button", { name: "Create alert" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Check your inbox: we have sent a link.");
    expect(await posted()).toEqual({ ...SEARCH, email: "sam@example.com", frequency: "weekly" });
  });

  it("puts the server's field message under the field", async () => {
    serve(SIGNED_OUT, () =>
      json(
        {
          detail: [{ loc: ["body", "payload", "email"], msg: "Invalid email address", type: "value_error" }],
          errors: { email: "Invalid email address" },
        },
        422,
      ),
    );
    renderDialog();
    await userEvent.type(screen.getByLabelText("Email"), "sam@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Create alert" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true"));
  });

  it("uses the account's address when signed in and offers to manage alerts", async () => {
    serve(SIGNED_IN, () => json({ detail: "Alert saved.", alert: { id: 3 } }, 201));
    renderDialog();
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Create alert" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Alert saved.");
    expect(screen.getByRole("link", { name: "Manage alerts" })).toHaveAttribute("href", "/account#alerts");
    expect(await posted()).toMatchObject({ email: null, frequency: "daily", keyword: "python developer" });
  });

  it("an error the form cannot place is announced", async () => {
    serve(SIGNED_OUT, () => json({ detail: "Too many alerts were requested from your network." }, 429));
    renderDialog();
    await userEvent.type(screen.getByLabelText("Email"), "sam@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Create alert" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many alerts");
  });
});
