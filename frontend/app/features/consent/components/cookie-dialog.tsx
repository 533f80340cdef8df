import { lazy, Suspense } from "react";
import { useCookieConsent } from "../hooks/use-cookie-consent";

// Only a visitor who has not chosen yet (or asks again) sees the dialog: its panel's code loads
// then, not on every page (decision 0013). In a prerendered page the panel's HTML is there from
// the start; React keeps it until the code arrives and hydrates it then.
const CookieDialogPanel = lazy(() => import("./cookie-dialog-panel"));

/**
 * The cookie consent dialog (spec §4): the choice's state lives here, on every page; the panel
 * (cookie-dialog-panel.tsx) is what shows it.
 */
export function CookieDialog() {
  const state = useCookieConsent();
  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <CookieDialogPanel {...state} />
    </Suspense>
  );
}
