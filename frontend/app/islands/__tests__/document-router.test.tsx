import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isActivePath, Link, NavLink } from "../document-router";

describe("document router (React Router's link API for pages loaded as documents)", () => {
  it("matches active paths the way React Router's NavLink does", () => {
    expect(isActivePath("/employers", "/employers")).toBe(true);
    expect(isActivePath("/employers/inquiry", "/employers")).toBe(true);
    expect(isActivePath("/employers/inquiry", "/employers", true)).toBe(false);
    expect(isActivePath("/employers-x", "/employers")).toBe(false);
    expect(isActivePath("/Jobs", "/jobs")).toBe(true);
    expect(isActivePath("/Jobs", "/jobs", false, true)).toBe(false);
    expect(isActivePath("/careers", "/")).toBe(false);
  });

  it("renders plain links, dropping router-only props, with the attribute React Router prerenders", () => {
    render(
      <Link to={{ pathname: "/jobs", search: "?keyword=go" }} state={{ job: 1 }} className="x">
        Go jobs
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Go jobs" });
    expect(link).toHaveAttribute("href", "/jobs?keyword=go");
    expect(link).toHaveAttribute("data-discover", "true");
    expect(link).not.toHaveAttribute("state");
  });

  it("gives NavLink its active state for class, aria-current and children", () => {
    window.history.replaceState(null, "", "/employers");
    render(
      <>
        <NavLink to="/employers" className={({ isActive }) => (isActive ? "on" : "off")}>
          Employers
        </NavLink>
        <NavLink to="/jobs" className={({ isActive }) => (isActive ? "on" : "off")}>
          {({ isActive }) => `Jobs ${isActive}`}
        </NavLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Employers" })).toHaveClass("on");
    expect(screen.getByRole("link", { name: "Employers" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Jobs false" })).toHaveClass("off");
  });
});
