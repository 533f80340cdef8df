import type { CookieConsent } from "./consent-storage";

const SCRIPT_ID = "analytics-script";

type ConsentState = "granted" | "denied";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function pushConsent(analytics: ConsentState, marketing: ConsentState): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(["consent", "update", { analytics_storage: analytics, ad_storage: marketing }]);
}

/** Loads the analytics script only with analytics consent; removes it and denies storage otherwise. */
export function applyAnalyticsConsent(consent: CookieConsent | null, scriptUrl: string): void {
  const existing = document.getElementById(SCRIPT_ID);
  const allowed = consent?.analytics === true;
  pushConsent(allowed ? "granted" : "denied", consent?.marketing ? "granted" : "denied");
  if (!allowed || !scriptUrl) {
    existing?.remove();
    return;
  }
  if (existing) return;
  let url: URL;
  try {
    url = new URL(scriptUrl, window.location.href);
  } catch {
    return;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return;
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = url.toString();
  document.head.appendChild(script);
}
