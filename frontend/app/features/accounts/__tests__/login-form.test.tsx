import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "~/test/json-response";
import { renderWithClient } from "~/test/render-with-client";
import { LoginForm } from "../components/login-form";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});
const toastMock = vi.hoisted(() => vi.fn());
vi.mock("~/lib/toast-store", () => ({ toast: toastMock }));
// The jobs this browser saved signed out go to the account at login (its own tests: lib/saved-jobs).
const mergeMock = vi.hoisted(() => vi.fn());
vi.mock("~/lib/saved-jobs/merge-at-sign-in", () => ({ mergeSavedJobsAtSignIn: mergeMock }));

const SESSION = {
  authenticated: true,
  user: { id: 1, email: "ada@example.com", user_type: "job_seeker", terms_accepted: true },
};

async function fillAndSubmit({ email = "ada@example.com", password = "secret-pass", terms = true } = {}) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  if (terms) await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "Log In" }));
}

beforeEach(() => {
  fetchMock.mockReset();
  toastMock.mockReset();
  // The CSRF cookie is already set, so the form goes straight to the login request.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "csrftoken=test-token";
});

describe("LoginForm", () => {
  it("shows its three messages and sends nothing when everything is missing", async () => {
    renderWithClient(<LoginForm onSuccess={vi.fn()} />);
    await fillAndSubmit({ email: "", password: "", terms: false });
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("You must accept the terms to continue")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email address");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects a malformed address", async () => {
    renderWithClient(<LoginForm onSuccess={vi.fn()} />);
    await fillAndSubmit({ email: "ada@" });
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
  });

  it("links the terms and the privacy policy", () => {
    renderWithClient(<LoginForm onSuccess={vi.fn()} />);
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("reads 'Logging In...' while the request runs, then toasts the welcome and calls onSuccess", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    renderWithClient(<LoginForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    expect(await screen.findByRole("button", { name: "Logging In..." })).toBeDisabled();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe("/api/auth/login");
    expect(await request.json()).toEqual({
      email: "ada@example.com",
      password: "secret-pass",
      terms_accepted: true,
    });
    answer(jsonResponse(SESSION));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(mergeMock).toHaveBeenCalledWith(SESSION);
    expect(toastMock).toHaveBeenCalledWith({
      title: "Logged in successfully!",
      description: "Welcome back to IT Jobs Info",
    });
  });

  it("toasts 'Login failed' with the server's message (e.g. the throttling text)", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ detail: "Too many failed login attempts. Please try again in 15 minutes." }, 429),
    );
    const onSuccess = vi.fn();
    renderWithClient(<LoginForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: "Login failed",
        description: "Too many failed login attempts. Please try again in 15 minutes.",
        variant: "destructive",
      }),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
  });

  describe("when the server says to wait (429 with Retry-After)", () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("says how long, counts down with the button off, then lets the user try again", async () => {
      const detail = "Too many failed login attempts. Please try again in 3 seconds.";
      fetchMock.mockResolvedValue(
        new Response(JSON.stringify({ detail }), {
          status: 429,
          headers: { "Content-Type": "application/json", "Retry-After": "3" },
        }),
      );
      renderWithClient(<LoginForm onSuccess={vi.fn()} />);
      await fillAndSubmit();
      expect(
        await screen.findByText("Too many failed login attempts. You can try again in 3 seconds."),
      ).toBeInTheDocument();
      const button = screen.getByRole("button", { name: "Log In" });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        "Too many failed login attempts. You can try again in 3 seconds.",
      );
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText(/You can try again in 2 seconds\./)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByText(/You can try again in/)).not.toBeInTheDocument();
      expect(button).toBeEnabled();
    });
  });

  it("falls back to 'Invalid email or password' when the reply has no message", async () => {
    fetchMock.mockResolvedValue(new Response("oops", { status: 401 }));
    renderWithClient(<LoginForm onSuccess={vi.fn()} />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Login failed", description: "Invalid email or password" }),
      ),
    );
  });
});
