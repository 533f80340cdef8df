import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/** Renders inside a fresh query client and a memory router (links and navigation work). */
export function renderWithClient(element: ReactNode, path = "/") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: "*", element: <QueryClientProvider client={client}>{element}</QueryClientProvider> }],
    { initialEntries: [path] },
  );
  return { client, router, ...render(<RouterProvider router={router} />) };
}
