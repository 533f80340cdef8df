import { Cookie } from "lucide-react";
import { lazy, Suspense, startTransition, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useCookieConsent } from "../hooks/use-cookie-consent";

// Most visitors answer with Accept All or Reject All: the toggles load with 'Customize'.
const loadPreferences = () => import("./cookie-preferences");
const CookiePreferences = lazy(() =>
  loadPreferences().then((module) => ({ default: module.CookiePreferences })),
);
const preloadPreferences = () => {
  loadPreferences().catch(() => undefined); // choosing Customize tries again
};

/**
 * The cookie consent dialog: Accept All, Customize, Reject All; toggles with Back. Not
 * modal: on phones a compact sheet at the bottom that leaves the page above it usable,
 * with room under the footer so nothing stays hidden behind it. 'Cookie settings' in the footer
 * opens it again.
 */
export function CookieDialog() {
  const { open, consent, save, acceptAll, rejectAll, reopened } = useCookieConsent();
  const [customizing, setCustomizing] = useState(false);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Opened again on request: start from the saved choice, and take the keyboard focus there.
  useEffect(() => {
    if (!reopened) return;
    setCustomizing(false);
    panel.current?.focus();
  }, [reopened]);

  if (!open) return null;

  return (
    <>
      {/* Room under the footer on phones, so the end of the page can scroll above the sheet. */}
      <div aria-hidden="true" className="h-40 sm:hidden" data-cookie-dialog={reopened ? undefined : ""} />
      <div
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        data-testid="cookie-dialog"
        // A saved choice hides the dialog from the first paint (app.css); asked for again, it shows.
        data-cookie-dialog={reopened ? undefined : ""}
        className="fixed inset-x-0 bottom-0 z-[60] sm:bottom-4 sm:left-4 sm:right-auto sm:max-w-md"
      >
        <div
          ref={panel}
          tabIndex={-1}
          className="rounded-t-2xl border border-b-0 border-slate-200 bg-white px-4 pt-3 pb-4 shadow-[0_-8px_30px_rgb(15_23_42/0.12)] outline-none sm:rounded-2xl sm:border-b sm:p-5 sm:shadow-2xl"
        >
          <div className="flex items-center gap-2">
            <Cookie aria-hidden="true" className="size-5 text-brand-600" />
            <h2 id={titleId} className="text-sm font-semibold text-ink sm:text-base">
              {customizing ? "Cookie Preferences" : "We value your privacy"}
            </h2>
          </div>

          {customizing ? (
            <Suspense fallback={null}>
              <CookiePreferences consent={consent} onBack={() => setCustomizing(false)} onSave={save} />
            </Suspense>
          ) : (
            <>
              <p className="mt-1 text-[0.8125rem] leading-snug text-slate-600 sm:mt-2 sm:text-sm">
                We use cookies to run the site and, with your consent, to measure usage and improve our
                service. Read our{" "}
                <Link to="/privacy" className="font-medium text-brand-700 underline">
                  Privacy Policy
                </Link>
                .
              </p>
              <div className="mt-3 grid grid-cols-3 gap-2 sm:mt-4">
                <Button className="px-2" onClick={acceptAll}>
                  Accept All
                </Button>
                <Button
                  className="px-2"
                  variant="outline"
                  onPointerEnter={preloadPreferences}
                  onFocus={preloadPreferences}
                  // The choice stays on screen until the toggles have loaded.
                  onClick={() => startTransition(() => setCustomizing(true))}
                >
                  Customize
                </Button>
                <Button className="px-2" variant="ghost" onClick={rejectAll}>
                  Reject All
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
