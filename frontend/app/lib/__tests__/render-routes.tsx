import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from "react-router";

/** Renders `routes` in a memory router at `entry`, with a query client that does not retry (a
 * failed answer shows at once); returns the router, for a test that navigates. */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
