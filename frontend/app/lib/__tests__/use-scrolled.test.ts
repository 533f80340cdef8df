import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrolled } from "../use-scrolled";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}

afterEach(() => scrollTo(0));

describe("useScrolled", () => {
  it("reads a page opened already scrolled (a reload, Back) in the frame after mounting", async () => {
    scrollTo(300);
    const { result } = renderHook(() => useScrolled(10));
    expect(result.current).toBe(false); // not inside the effects: that read would lay the page out there
    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it("follows the scroll past the threshold and back", () => {
    const { result } = renderHook(() => useScrolled(10));
    act(() => {
      scrollTo(11);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(result.current).toBe(true);
    act(() => {
      scrollTo(10);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(result.current).toBe(false);
  });
});
