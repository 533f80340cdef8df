import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeJob } from "~/test/job-factory";
import { CompanyHeader } from "../components/company-header";
import type { Company } from "../types";

function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    slug: "acme",
    name: "Acme Cloud",
    profile: null,
    jobs: [makeJob()],
    total: 1234,
    page: 1,
    pages: 25,
    page_size: 50,
    ...overrides,
  };
}

describe("CompanyHeader", () => {
  it("names the company, counts its open jobs and shows its initials without a logo", () => {
    render(<CompanyHeader company={makeCompany()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Acme Cloud" })).toBeInTheDocument();
    expect(screen.getByTestId("company-open-jobs")).toHaveTextContent("1,234 open IT jobs");
    expect(screen.getByText("AC")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links an http(s) website in a new tab and shows the logo, falling back when it fails", () => {
    const profile = {
      description: "",
      website: "https://acme.example",
      logo_url: "https://acme.example/l.png",
    };
    render(<CompanyHeader company={makeCompany({ profile, total: 1 })} />);
    const website = screen.getByRole("link", { name: /Visit website/ });
    expect(website).toHaveAttribute("href", "https://acme.example");
    expect(website).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(screen.getByTestId("company-open-jobs")).toHaveTextContent("1 open IT job");
    fireEvent.error(screen.getByRole("img", { name: "Acme Cloud logo" }));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("AC")).toBeInTheDocument();
  });

  it("never links a website that is not http(s)", () => {
    const profile = { description: "", website: "javascript:alert(1)", logo_url: "data:image/png;base64,AA" };
    render(<CompanyHeader company={makeCompany({ profile })} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
