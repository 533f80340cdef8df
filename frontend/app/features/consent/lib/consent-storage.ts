/** Cookie consent kept in the browser's localStorage under `cookieConsent`. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_STORAGE_KEY = "cookieConsent";

export function readConsent(): CookieConsent | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CookieConsent>;
    return { necessary: true, analytics: parsed.analytics === true, marketing: parsed.marketing === true };
  } catch {
    return null; // unreadable or blocked storage: ask again
  }
}

export function writeConsent(consent: CookieConsent): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage can be full or disabled; the choice still applies to this page view.
  }
}
