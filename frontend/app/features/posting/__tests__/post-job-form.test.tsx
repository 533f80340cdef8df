import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-error";
import { PostJobForm, type PostJobSubmit } from "../components/post-job-form";
import { cannedExplanation } from "../lib/canned-explanation";

function renderForm(onSubmit: PostJobSubmit = vi.fn(async () => {})) {
  const element = <PostJobForm company="Acme Software" contactEmail="jobs@acme.io" onSubmit={onSubmit} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
  return onSubmit;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Job title"), "Senior Frontend Developer");
  await user.type(screen.getByLabelText("Location"), "Berlin");
  await user.selectOptions(screen.getByLabelText("Job type"), "contract");
  await user.type(screen.getByLabelText("Salary range"), "€80k");
  await user.type(
    screen.getByLabelText("Description"),
    "Build the interfaces of our developer tools with React and TypeScript.",
  );
  await user.type(screen.getByLabelText("Requirements"), "Five years of React and TypeScript.");
}

describe("PostJobForm", () => {
  it("shows every field's message and does not submit", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    for (const message of [
      "Job title must be at least 5 characters.",
      "Job explanation must be at least 30 characters.",
      "Location must be at least 2 characters.",
      "Please select a job type.",
      "Salary information is required.",
      "Description must be at least 50 characters.",
      "Requirements must be at least 30 characters.",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("prefills the company and contact e-mail read-only, and offers the five job types", () => {
    renderForm();
    expect(screen.getByLabelText("Company name")).toHaveValue("Acme Software");
    expect(screen.getByLabelText("Company name")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Contact email")).toHaveValue("jobs@acme.io");
    expect(screen.getByLabelText("Contact email")).toHaveAttribute("readonly");
    const options = [...(screen.getByLabelText("Job type") as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(["", "full-time", "part-time", "contract", "freelance", "internship"]);
  });

  it("fills the canned explanation from the title while the explanation is blank", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Job title"), "Data Analyst");
    expect(screen.getByLabelText("Job explanation")).toHaveValue(cannedExplanation("Data Analyst"));
    await user.clear(screen.getByLabelText("Job explanation"));
    await user.type(screen.getByLabelText("Job explanation"), "Our own pitch for this analyst role.");
    await user.type(screen.getByLabelText("Job title"), " Lead");
    expect(screen.getByLabelText("Job explanation")).toHaveValue("Our own pitch for this analyst role.");
  });

  it("submits the values and shows the server's field errors under the fields", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(
      vi.fn(async () => {
        throw new ApiError({
          status: 422,
          message: "Location must be at most 200 characters.",
          errors: [{ field: "location", code: null, message: "Location must be at most 200 characters." }],
        });
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Post Job" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Senior Frontend Developer",
        explanation: cannedExplanation("Senior Frontend Developer"),
        job_type: "contract",
        country: "us",
        company: "Acme Software",
        contact_email: "jobs@acme.io",
      }),
    );
    expect(await screen.findByText("Location must be at most 200 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Location")).toHaveAttribute("aria-invalid", "true");
  });
});
