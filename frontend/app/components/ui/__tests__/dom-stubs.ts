import { vi } from "vitest";

/** jsdom lacks the layout APIs Radix popovers/tooltips and cmdk call; stand-ins that do nothing. */
export function stubLayoutApis(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= vi.fn();
}
