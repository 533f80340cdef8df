import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { dismissToast, toast, useToasts } from "../toast-store";

describe("toast store", () => {
  it("shows toasts with title, description and variant, and dismisses them", () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: "Search fields empty", description: "Please enter...", variant: "destructive" });
    });
    expect(result.current.at(-1)).toMatchObject({
      id,
      title: "Search fields empty",
      description: "Please enter...",
      variant: "destructive",
    });
    act(() => dismissToast(id));
    expect(result.current.find((item) => item.id === id)).toBeUndefined();
  });

  it("keeps at most three on screen, dropping the oldest", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      for (const title of ["a", "b", "c", "d"]) toast({ title });
    });
    expect(result.current.map((item) => item.title)).toEqual(["b", "c", "d"]);
  });

  it("carries a toast raised just before leaving the page over to the next page", async () => {
    act(() => {
      toast({ title: "Logged out", description: "See you soon." });
    });
    window.dispatchEvent(new Event("pagehide"));
    // The next document starts with a fresh module, as after a page load.
    vi.resetModules();
    const next = await import("../toast-store");
    const { result } = renderHook(() => next.useToasts());
    expect(result.current.at(-1)).toMatchObject({ title: "Logged out", description: "See you soon." });
    expect(window.sessionStorage.getItem("toastsInFlight")).toBeNull();
  });
});
