import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stubLayoutApis } from "~/components/ui/__tests__/dom-stubs";
import { dismissToast, toast, useToasts } from "~/lib/toast-store";
import { HeroSearch } from "../components/hero-search";

beforeAll(stubLayoutApis);

beforeEach(() => {
  const last = toast({ title: "reset" });
  for (let id = 1; id <= last; id++) dismissToast(id);
});

function Toasts() {
  const toasts = useToasts();
  return (
    <ul aria-label="toasts">
      {toasts.map((item) => (
        <li key={item.id} data-variant={item.variant ?? "default"}>
          {item.title} / {item.description}
        </li>
      ))}
    </ul>
  );
}

function Jobs() {
  const location = useLocation();
  return <p data-testid="url">{`${location.pathname}${location.search}`}</p>;
}

function renderHero() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <>
          <HeroSearch />
          <Toasts />
        </>
      ),
    },
    { path: "/jobs", element: <Jobs /> },
  ]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const toastItems = () => screen.getByRole("list", { name: "toasts" }).querySelectorAll("li");

describe("HeroSearch", () => {
  it("refuses an empty search with the destructive 'Search fields empty' toast", async () => {
    const user = renderHero();
    await user.click(screen.getByRole("button", { name: "Search Jobs" }));
    const [item] = toastItems();
    expect(item).toHaveTextContent("Search fields empty / Please enter at least a job title or location.");
    expect(item).toHaveAttribute("data-variant", "destructive");
    expect(screen.queryByTestId("url")).toBeNull();
  });

  it("asks for a country when none is chosen", async () => {
    const user = renderHero();
    await user.type(screen.getByLabelText("Job title or keyword"), "Go");
    await user.click(screen.getByRole("combobox"));
    // The list loads with the picker's first opening; the chosen country again clears it.
    await user.click(await screen.findByRole("option", { name: "United States" }));
    await user.click(screen.getByRole("button", { name: "Search Jobs" }));
    expect(toastItems()[0]).toHaveTextContent("Country Required / Please select a country.");
  });

  it("a popular search without a country says 'Please select a country first.'", async () => {
    const user = renderHero();
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "United States" }));
    await user.click(screen.getByRole("button", { name: "Cloud Architect" }));
    expect(toastItems()[0]).toHaveTextContent("Country Required / Please select a country first.");
  });

  it("searches /jobs with keyword, location and country", async () => {
    const user = renderHero();
    await user.type(screen.getByLabelText("Job title or keyword"), "Data Engineer");
    await user.type(screen.getByLabelText("Location"), "Berlin");
    await user.click(screen.getByRole("combobox"));
    await user.type(await screen.findByPlaceholderText("Search country..."), "germ");
    await user.click(screen.getByRole("option", { name: "Germany" }));
    await user.click(screen.getByRole("button", { name: "Search Jobs" }));
    expect(await screen.findByTestId("url")).toHaveTextContent(
      "/jobs?keyword=Data%20Engineer&location=Berlin&country=de",
    );
  });

  it("offers the six popular searches, each a /jobs search in the chosen country", async () => {
    const user = renderHero();
    for (const term of [
      "Software Engineer",
      "DevOps Engineer",
      "Cybersecurity Analyst",
      "Cloud Architect",
      "Full Stack Developer",
      "Data Engineer",
    ]) {
      expect(screen.getByRole("button", { name: term })).toBeInTheDocument();
    }
    await user.click(screen.getByRole("button", { name: "DevOps Engineer" }));
    expect(await screen.findByTestId("url")).toHaveTextContent("/jobs?keyword=DevOps%20Engineer&country=us");
  });
});
