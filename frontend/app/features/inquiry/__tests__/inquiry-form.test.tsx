import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { type InquiryOutcome, readInquiryReply } from "../api/send-inquiry";
import { InquiryForm } from "../components/inquiry-form";

function renderForm(send: (values: unknown, loadedAt: number) => Promise<InquiryOutcome>, onSent = vi.fn()) {
  const element = <InquiryForm onSent={onSent} send={send} />;
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
    let finish: (outcome: InquiryOutcome) => void = () => {};
    const send = vi.fn(() => new Promise<InquiryOutcome>((resolve) => (finish = resolve)));
    const onSent = renderForm(send);
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    await fill(user);
    expect(screen.getByRole("button", { name: "Send Inquiry" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "I agree to the privacy policy." }));
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    const [values, loadedAt] = send.mock.calls[0] as unknown as [Record<string, unknown>, number];
    expect(values).toMatchObject({
      name: "Grace Hopper",
      company: "Navy Labs",
      email: "grace@navy.example",
      website: "",
    });
    expect(loadedAt).toBeLessThanOrEqual(Date.now());
    finish({ ok: true });
    await waitFor(() => expect(onSent).toHaveBeenCalled());
  });

  it("shows the server's errors in red under each field, and form-level ones above the button", async () => {
    const user = userEvent.setup();
    renderForm(async () => ({
      ok: false,
      errors: [
        { field: "name", code: "TYPE_TEXT", message: "Name must be at most 200 characters" },
        { field: "email", code: "TYPE_EMAIL", message: "Email must be a valid email address" },
        { field: null, code: "BLOCKED", message: "Too many messages. Please try again later." },
      ],
    }));
    await fill(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText("Name must be at most 200 characters")).toHaveClass("text-red-700");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email must be a valid email address");
    expect(screen.getByRole("alert")).toHaveTextContent("Too many messages. Please try again later.");
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

describe("readInquiryReply", () => {
  it("reads success, an errors array, a single error and anything malformed", () => {
    expect(readInquiryReply(201, '{"ok": true, "next": null}')).toEqual({ ok: true });
    expect(
      readInquiryReply(
        400,
        '{"errors": [{"field": "company", "code": "REQUIRED_FIELD_EMPTY", "message": "Company is required"}]}',
      ),
    ).toEqual({
      ok: false,
      errors: [{ field: "company", code: "REQUIRED_FIELD_EMPTY", message: "Company is required" }],
    });
    // An error body openapi-fetch already parsed.
    expect(
      readInquiryReply(429, { errors: [{ field: null, code: "BLOCKED", message: "Too many" }] }),
    ).toEqual({
      ok: false,
      errors: [{ field: null, code: "BLOCKED", message: "Too many" }],
    });
    expect(readInquiryReply(400, '{"error": "Form not found"}')).toEqual({
      ok: false,
      errors: [{ field: null, code: null, message: "Form not found" }],
    });
    for (const [status, body] of [
      [500, "<html>Server Error</html>"],
      [200, "[]"],
      [200, '{"weird": 1}'],
      [400, '{"errors": "nope"}'],
    ] as const) {
      expect(readInquiryReply(status, body)).toEqual({
        ok: false,
        errors: [{ field: null, code: null, message: "Unexpected response format" }],
      });
    }
  });
});
