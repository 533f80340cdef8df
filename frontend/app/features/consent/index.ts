// Cookie consent as the root and the content pages' islands use it.
export { CookieDialog } from "./components/cookie-dialog";
export { CONSENT_PROBE_SCRIPT } from "./lib/consent-probe";
