import { useCallback, useEffect, useState } from "react";
import { COOKIE_SETTINGS_ATTRIBUTE } from "~/lib/cookie-settings";
import { getSiteConfig } from "~/lib/site-config";
import { toast } from "~/lib/toast-store";
import { markConsentSaved } from "../lib/consent-probe";
import { type CookieConsent, readConsent, writeConsent } from "../lib/consent-storage";

export interface CookieConsentState {
  /**
   * The dialog shows when no consent is saved (and it was not dismissed this page view). Before
   * the saved choice is read it counts as open, as in the prerendered HTML, where the consent
   * probe hides it for visitors who have chosen (consent-probe.ts).
   */
  open: boolean;
  consent: CookieConsent | null;
  save: (consent: Omit<CookieConsent, "necessary">) => void;
  acceptAll: () => void;
  /** 'Reject All' only closes the dialog; nothing is saved. */
  rejectAll: () => void;
  /** The visitor asked for the dialog again ('Cookie settings' in the footer), choice saved or not. */
  reopened: boolean;
}

/**
 * The analytics code (lib/analytics-script.ts) loads when it has something to do: a consent to
 * analytics saved earlier, or a choice being saved now (a withdrawn consent removes the script).
 * Most visits have neither, so it stays out of every page's first load (decision 0013).
 */
function applyAnalytics(consent: CookieConsent): void {
  void import("../lib/analytics-script").then(({ applyAnalyticsConsent }) =>
    applyAnalyticsConsent(consent, getSiteConfig().analyticsScriptUrl),
  );
}

export function useCookieConsent(): CookieConsentState {
  const [consent, setConsent] = useState<CookieConsent | null>(null);
  const [open, setOpen] = useState(true);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    const saved = readConsent();
    setConsent(saved);
    setOpen(saved === null);
    markConsentSaved(saved !== null);
    if (saved?.analytics) applyAnalytics(saved);
  }, []);

  // 'Cookie settings' (lib/cookie-settings.ts) opens the dialog again, a choice saved or not.
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!(event.target instanceof Element) || !event.target.closest(`[${COOKIE_SETTINGS_ATTRIBUTE}]`))
        return;
      event.preventDefault();
      setConsent(readConsent());
      setReopened(true);
      setOpen(true);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  const save = useCallback((choice: Omit<CookieConsent, "necessary">) => {
    const next: CookieConsent = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
    writeConsent(next);
    markConsentSaved(true);
    setConsent(next);
    setOpen(false);
    setReopened(false);
    applyAnalytics(next);
    toast({ title: "Cookie preferences saved" });
  }, []);

  const acceptAll = useCallback(() => save({ analytics: true, marketing: true }), [save]);
  const rejectAll = useCallback(() => {
    setOpen(false);
    setReopened(false);
  }, []);

  return { open, consent, save, acceptAll, rejectAll, reopened };
}
