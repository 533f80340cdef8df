import { CONSENT_STORAGE_KEY } from "./consent-storage";

/** Set on <html> while a cookie choice is saved; app.css hides the cookie dialog under it. */
export const CONSENT_SAVED_ATTRIBUTE = "data-cookie-consent";

/**
 * Runs in <head> before the first paint. Every page's HTML carries the cookie dialog, so a first
 * visit sees it with the content instead of after the JavaScript loads; this probe hides it at
 * once for visitors who have already chosen. The dialog's hook then keeps the attribute in step.
 */
export const CONSENT_PROBE_SCRIPT = `try{if(JSON.parse(localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)})))document.documentElement.setAttribute(${JSON.stringify(CONSENT_SAVED_ATTRIBUTE)},"saved")}catch(e){}`;

export function markConsentSaved(saved: boolean): void {
  if (saved) document.documentElement.setAttribute(CONSENT_SAVED_ATTRIBUTE, "saved");
  else document.documentElement.removeAttribute(CONSENT_SAVED_ATTRIBUTE);
}
