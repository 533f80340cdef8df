import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "../root";

function Boom(): never {
  throw new Error("Something broke in a screen");
}

function NoFallback() {
  return null;
}

function renderRoute(element: ReactNode, loader?: () => never) {
  const router = createMemoryRouter([
    {
      path: "/",
      element,
      loader,
      HydrateFallback: NoFallback,
      // The framework passes the error as a prop; RouteError mirrors that.
      ErrorBoundary: RouteError,
    },
  ]);
  return render(<RouterProvider router={router} />);
}

function RouteError() {
  const error = useRouteError();
  const props = { error, params: {}, loaderData: undefined, actionData: undefined, matches: [] } as unknown;
  return <ErrorBoundary {...(props as Parameters<typeof ErrorBoundary>[0])} />;
}

describe("root error screen", () => {
  it("shows 'Unexpected Application Error!' with the message", async () => {
    renderRoute(<Boom />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    expect(screen.getByText("Something broke in a screen")).toBeVisible();
  });

  it("shows the not-found screen for a 404 route error", async () => {
    renderRoute(<div />, () => {
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    });
    expect(await screen.findByRole("heading", { name: "404" })).toBeVisible();
    expect(screen.getByText("Oops! Page not found")).toBeVisible();
  });
});
