import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CategoryCards } from "../components/category-cards";
import { NEAR_ME_SHORTCUTS, POPULAR_SEARCHES } from "../lib/home-content";

// The home page's content comes from the backend's export (home.json); these pin what home shows.
describe("home content", () => {
  it("offers six popular searches", () => {
    expect(POPULAR_SEARCHES).toEqual([
      "Software Engineer",
      "DevOps Engineer",
      "Cybersecurity Analyst",
      "Cloud Architect",
      "Full Stack Developer",
      "Data Engineer",
    ]);
  });

  it("links the near-me shortcuts to /jobs for eight cities, the country and remote jobs", () => {
    expect(NEAR_ME_SHORTCUTS).toEqual([
      ...["New York", "San Francisco", "Seattle", "Austin", "Chicago", "Los Angeles", "Boston", "Denver"].map(
        (city) => ({ label: city, to: `/jobs?location=${encodeURIComponent(city)}&country=us` }),
      ),
      { label: "United States", to: "/jobs?location=United%20States&country=us" },
      { label: "Remote (US)", to: "/jobs?keyword=Remote&country=us" },
    ]);
  });

  it("draws ten category cards, each with its icon, linking to category pages", () => {
    const router = createMemoryRouter([{ path: "/", element: <CategoryCards /> }]);
    render(<RouterProvider router={router} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(10);
    for (const link of links) {
      expect(link.getAttribute("href")).toMatch(/^\/careers\/[a-z-]+$/);
      expect(link.querySelector("svg")).not.toBeNull();
    }
    expect(within(links[4] as HTMLElement).getByText("Machine Learning & AI")).toBeInTheDocument();
  });
});
