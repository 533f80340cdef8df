import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useToasts } from "~/lib/toast-store";
import { CookieDialog } from "../components/cookie-dialog";

function LastToast() {
  const toasts = useToasts();
  return <output>{toasts.at(-1)?.title ?? ""}</output>;
}

function renderDialog() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <>
          <CookieDialog />
          <LastToast />
        </>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe("CookieDialog", () => {
  it("opens again from any 'Cookie settings' control, with the saved choice, after it was answered", async () => {
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ necessary: true, analytics: true, marketing: false }),
    );
    try {
      renderDialog();
      document.body.insertAdjacentHTML(
        "beforeend",
        '<button type="button" data-cookie-settings>Cookie settings</button>',
      );
      await screen.findByRole("status");
      expect(screen.queryByRole("dialog")).toBeNull();
      await userEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
      const dialog = await screen.findByRole("dialog");
      expect(dialog).not.toHaveAttribute("data-cookie-dialog"); // the saved-choice CSS must not hide it
      await userEvent.click(screen.getByRole("button", { name: "Customize" }));
      // The toggles load with the first 'Customize'.
      expect(await screen.findByRole("switch", { name: "Analytics" })).toBeChecked();
      expect(screen.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    } finally {
      localStorage.removeItem("cookieConsent");
      document.querySelector("[data-cookie-settings]")?.remove();
    }
  });

  it("Accept All saves every flag and says so", async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole("button", { name: "Accept All" }));
    expect(JSON.parse(localStorage.getItem("cookieConsent") ?? "")).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Cookie preferences saved");
  });

  it("Reject All closes without saving", async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole("button", { name: "Reject All" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem("cookieConsent")).toBeNull();
  });

  it("Customize locks necessary on, Back returns, Save Preferences saves the toggles", async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole("button", { name: "Customize" }));
    const necessary = await screen.findByRole("switch", { name: "Necessary" });
    expect(necessary).toBeDisabled();
    expect(necessary).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await userEvent.click(screen.getByRole("button", { name: "Customize" }));
    await userEvent.click(await screen.findByRole("switch", { name: "Analytics" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(JSON.parse(localStorage.getItem("cookieConsent") ?? "")).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
  });

  it("stays closed when consent is already saved", () => {
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
    renderDialog();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
