import { useEffect } from "react";

/**
 * Marks <html data-hydrated> once React has taken over the page. Prerendered pages paint before
 * their JavaScript loads (scripts/defer-hydration.mjs), so a script-driven control only works
 * from this moment on; the browser tests wait for it before they click.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = "true";
}

export function HydrationMarker() {
  useEffect(markHydrated, []);
  return null;
}
