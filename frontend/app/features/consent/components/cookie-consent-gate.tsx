import { lazy, Suspense, useEffect, useState } from "react";
import { getSiteConfig } from "~/lib/site-config";
import { applyAnalyticsConsent } from "../lib/analytics-script";
import { readConsent } from "../lib/consent-storage";

// Returning visitors have already chosen: only first visits load the dialog's code.
const CookieDialog = lazy(() =>
  import("./cookie-dialog").then((module) => ({ default: module.CookieDialog })),
);

/** Applies a saved cookie choice, or asks for one with the cookie dialog when there is none. */
export function CookieConsentGate() {
  const [ask, setAsk] = useState(false);
  useEffect(() => {
    const saved = readConsent();
    if (saved) applyAnalyticsConsent(saved, getSiteConfig().analyticsScriptUrl);
    else setAsk(true);
  }, []);
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <CookieDialog />
    </Suspense>
  );
}
