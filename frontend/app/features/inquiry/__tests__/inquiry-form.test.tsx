import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-error";
import { sendInquiry } from "../api/send-inquiry";
import { InquiryForm } from "../components/inquiry-form";
import { FORM_EXPIRED, type InquiryValues } from "../lib/inquiry-schema";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

function renderForm(
  send: (values: InquiryValues, formToken: string | null) => Promise<void>,
  onSent = vi.fn(),
  getFormToken: () => Promise<string> = async () => "signed-token-1",
) {
  const element = <InquiryForm onSent={onSent} send={send} getFormToken={getFormToken} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
  return onSent;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Grace Hopper");
  await user.type(screen.getByLabelText("Company"), "Navy Labs");
  await user.type(screen.getByLabelText("Email"), "grace@navy.example");
}

describe("InquiryForm", () => {
  it("keeps the button disabled until the privacy box is ticked, and while 'Sending...'", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const getFormToken = vi.fn(async () => "signed-when-shown");
    const onSent = renderForm(send, vi.fn(), getFormToken);
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    await fill(user);
    expect(screen.getByRole("button", { name: "Send Inquiry" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "I agree to the privacy policy." }));
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    const [values, formToken] = send.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(values).toMatchObject({
      name: "Grace Hopper",
      company: "Navy Labs",
      email: "grace@navy.example",
      website: "",
    });
    // The token the server signed when the form was shown, asked for once; not a time the page states.
    expect(formToken).toBe("signed-when-shown");
    expect(getFormToken).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
  });

  it("shows the server's errors in red under each field, and form-level ones above the button", async () => {
    const user = userEvent.setup();
    renderForm(async () => {
      throw new ApiError({
        status: 400,
        message: "Name must be at most 200 characters",
        errors: [
          { field: "name", code: "TYPE_TEXT", message: "Name must be at most 200 characters" },
          { field: "email", code: "TYPE_EMAIL", message: "Email must be a valid email address" },
          { field: null, code: "BLOCKED", message: "Too many messages. Please try again later." },
        ],
      });
    });
    await fill(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText("Name must be at most 200 characters")).toHaveClass("text-red-700");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email must be a valid email address");
    expect(screen.getByRole("alert")).toHaveTextContent("Too many messages. Please try again later.");
  });

  it("shows a failure that names no field above the button", async () => {
    const user = userEvent.setup();
    renderForm(async () => {
      throw new ApiError({
        status: 0,
        message: "Could not reach the server. Check your connection and try again.",
      });
    });
    await fill(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not reach the server. Check your connection and try again.",
    );
  });

  it("waits for the server's token before it can be sent", async () => {
    const user = userEvent.setup();
    let hand: (token: string) => void = () => {};
    const getFormToken = () => new Promise<string>((resolve) => (hand = resolve));
    renderForm(vi.fn(), vi.fn(), getFormToken);
    await fill(user);
    await user.click(screen.getByRole("checkbox"));
    expect(screen.getByRole("button", { name: "Send Inquiry" })).toBeDisabled();
    hand("signed");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Inquiry" })).toBeEnabled());
  });

  it("asks for a fresh token after the server calls the form expired", async () => {
    const user = userEvent.setup();
    const tokens = ["old-token", "fresh-token"];
    const getFormToken = vi.fn(async () => tokens.shift() ?? "none");
    const send = vi
      .fn<(values: InquiryValues, formToken: string | null) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          message: FORM_EXPIRED,
          errors: [{ field: null, code: "BLOCKED", message: FORM_EXPIRED }],
        }),
      )
      .mockResolvedValueOnce(undefined);
    const onSent = renderForm(send, vi.fn(), getFormToken);
    await fill(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(FORM_EXPIRED);
    await waitFor(() => expect(getFormToken).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Inquiry" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send.mock.calls.map((call) => call[1])).toEqual(["old-token", "fresh-token"]);
  });

  it("checks the required fields before sending", async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    renderForm(send);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Company is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

describe("sendInquiry", () => {
  const VALUES: InquiryValues = {
    name: "Grace Hopper",
    company: "Navy Labs",
    email: "grace@navy.example",
    message: "",
    privacy_consent: true,
    website: "",
  };

  beforeEach(() => {
    fetchMock.mockReset();
    // The CSRF cookie is already set, so only the inquiry itself is sent.
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "csrftoken=test-token";
  });

  const answer = (status: number, body: string) =>
    fetchMock.mockResolvedValue(
      new Response(body, { status, headers: { "Content-Type": "application/json" } }),
    );

  /** What the form gets from sending: nothing on success, else the ApiError's status, message and errors. */
  async function outcome() {
    try {
      await sendInquiry(VALUES, "signed-form-token");
      return "sent";
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const { status, message, errors } = error as ApiError;
      return { status, message, errors };
    }
  }

  it("posts the values with the server's token for when the form was shown", async () => {
    answer(201, '{"ok": true, "next": null}');
    expect(await outcome()).toBe("sent");
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe("/api/employers/inquiries");
    expect(await request.json()).toEqual({ ...VALUES, form_token: "signed-form-token" });
  });

  it("reads success, an errors array, a single error and anything malformed", async () => {
    answer(200, '{"next": "/thanks"}');
    expect(await outcome()).toBe("sent");
    answer(
      400,
      '{"errors": [{"field": "company", "code": "REQUIRED_FIELD_EMPTY", "message": "Company is required"}]}',
    );
    expect(await outcome()).toEqual({
      status: 400,
      message: "Company is required",
      errors: [{ field: "company", code: "REQUIRED_FIELD_EMPTY", message: "Company is required" }],
    });
    answer(429, '{"errors": [{"field": null, "code": "BLOCKED", "message": "Too many"}]}');
    expect(await outcome()).toEqual({
      status: 429,
      message: "Too many",
      errors: [{ field: null, code: "BLOCKED", message: "Too many" }],
    });
    answer(400, '{"error": "Form not found"}');
    expect(await outcome()).toEqual({
      status: 400,
      message: "Form not found",
      errors: [{ field: null, code: null, message: "Form not found" }],
    });
    answer(403, '{"detail": "CSRF Failed: CSRF token missing."}');
    expect(await outcome()).toEqual({ status: 403, message: "CSRF Failed: CSRF token missing.", errors: [] });
    for (const [status, body] of [
      [500, "<html>Server Error</html>"],
      [201, "<html>Created?</html>"],
      [200, "[]"],
      [200, '{"weird": 1}'],
      [400, '{"errors": "nope"}'],
    ] as const) {
      answer(status, body);
      expect(await outcome()).toEqual({ status, message: "Unexpected response format", errors: [] });
    }
  });

  it("says so when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await outcome()).toEqual({
      status: 0,
      message: "Could not reach the server. Check your connection and try again.",
      errors: [],
    });
  });
});
