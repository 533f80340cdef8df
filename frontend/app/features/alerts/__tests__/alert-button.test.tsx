import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "~/lib/__tests__/render-routes";
import { AlertButton, AlertDialogHost } from "../components/alert-button";

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());
vi.mock("~/lib/api-client", async () => {
  const { createApiClient } = await import("~/lib/api-fetch");
  return {
    api: createApiClient({ baseUrl: "http://localhost", fetch: (request: Request) => fetchMock(request) }),
  };
});

const SEARCH = { keyword: "zorbalang", location: "", country: "us" };

/** A results page's views, as a new search goes through them: the header's button while the
 * answer loads, then 'looking for new listings' with no button, then the empty state's button. */
const VIEWS = {
  loading: <AlertButton search={SEARCH} />,
  looking: <p>Looking for new listings for this search...</p>,
  empty: <AlertButton search={SEARCH} className="h-10" />,
};

function renderPage() {
  return renderRoutes(
    [
      {
        path: "/jobs",
        element: (
          <AlertDialogHost>
            <Outlet />
          </AlertDialogHost>
        ),
        children: Object.entries(VIEWS).map(([view, element]) => ({ path: view, element })),
      },
      { path: "/about", element: <p>About</p> },
    ],
    "/jobs/loading",
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ authenticated: false, user: null })),
  );
});

describe("AlertButton", () => {
  it("opens the dialog even when the view its button was in is gone before the dialog loads", async () => {
    const router = renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Get alerts for this search" }));
    await act(() => router.navigate("/jobs/looking")); // the answer: no jobs yet, and no button

    expect(await screen.findByRole("dialog", { name: "Get alerts for this search" })).toHaveTextContent(
      "zorbalang",
    );
    await act(() => router.navigate("/jobs/empty")); // the empty state brings a button of its own
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });

  it("is gone with its page: leaving and coming back does not open it again", async () => {
    const router = renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Get alerts for this search" }));
    await screen.findByRole("dialog", { name: "Get alerts for this search" });
    await act(() => router.navigate("/about"));
    await act(() => router.navigate("/jobs/empty"));

    expect(screen.getByRole("button", { name: "Get alerts for this search" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
