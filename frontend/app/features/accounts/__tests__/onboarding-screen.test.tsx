import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Account } from "~/lib/queries/session";
import { jsonResponse } from "~/test/json-response";
import { renderWithClient } from "~/test/render-with-client";
import { OnboardingScreen } from "../components/onboarding-screen";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

function account(overrides: Partial<Account>): Account {
  return {
    id: 7,
    email: "someone@example.com",
    user_type: "job_seeker",
    terms_accepted: true,
    terms_accepted_date: "2026-11-01T10:00:00Z",
    profile_completed: false,
    company: null,
    seeker_profile: null,
    ...overrides,
  } as Account;
}

function renderScreen(value: Account) {
  return renderWithClient(
    <OnboardingScreen account={value} onSeekerDone={vi.fn()} onCompanyDone={vi.fn()} />,
  );
}

beforeEach(() => fetchMock.mockReset());

describe("OnboardingScreen", () => {
  it("gives a job seeker their form, prefilled from the saved profile", () => {
    renderScreen(
      account({
        seeker_profile: {
          experience_years: 4,
          skills: ["Go"],
          resume_url: "https://cv.example/a.pdf",
        } as Account["seeker_profile"],
      }),
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Complete Your Job Seeker Profile" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Years of experience/)).toHaveValue(4);
    expect(screen.getByRole("button", { name: "Remove Go" })).toBeInTheDocument();
  });

  it("gives a company its form with the company's saved details", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        id: 7,
        name: "Acme",
        email: "hr@acme.io",
        description: "We make rockets for roadrunners.",
        website: "https://acme.example",
        logo_url: "",
        plan: "starter",
        plan_name: "Starter",
        post_limit: 1,
        active_posts: 0,
        profile_completed: true,
      }),
    );
    renderScreen(account({ user_type: "company" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Complete Your Company Profile" }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/Website/)).toHaveValue("https://acme.example");
    expect(screen.getByText("Acme")).toBeInTheDocument();
  });

  it("says 'Unknown User Type' for any other type", () => {
    renderScreen(account({ user_type: "staff" as Account["user_type"] }));
    expect(screen.getByRole("heading", { level: 1, name: "Unknown User Type" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});
