import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia: this one answers `(min-width: …)` queries from window.innerWidth (1024
// unless a test sets it), enough for the components that ask whether the screen is wide.
function matches(query: string): boolean {
  const minWidth = /\(min-width:\s*([\d.]+)(px|rem)\)/.exec(query);
  if (!minWidth) return false;
  const pixels = Number(minWidth[1]) * (minWidth[2] === "rem" ? 16 : 1);
  return window.innerWidth >= pixels;
}

window.matchMedia = (query: string) =>
  ({
    media: query,
    get matches() {
      return matches(query);
    },
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
