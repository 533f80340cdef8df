import { Cookie } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Switch } from "~/components/ui/switch";
import { useCookieConsent } from "../hooks/use-cookie-consent";

interface ToggleRowProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function ToggleRow({ id, label, description, checked, disabled, onChange }: ToggleRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <p className="text-xs text-slate-600">{description}</p>
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * The cookie consent dialog (spec §4): Accept All, Customize, Reject All; toggles with Back. Not
 * modal: on phones a compact sheet at the bottom that leaves the page above it usable (issue 19),
 * with room under the footer so nothing stays hidden behind it. 'Cookie settings' in the footer
 * opens it again.
 */
export function CookieDialog() {
  const { open, consent, save, acceptAll, rejectAll, reopened } = useCookieConsent();
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const [marketing, setMarketing] = useState(consent?.marketing ?? false);
  const titleId = useId();
  const ids = { necessary: useId(), analytics: useId(), marketing: useId() };
  const panel = useRef<HTMLDivElement>(null);

  // Opened again on request: start from the saved choice, and take the keyboard focus there.
  useEffect(() => {
    if (!reopened) return;
    setCustomizing(false);
    setAnalytics(consent?.analytics ?? false);
    setMarketing(consent?.marketing ?? false);
    panel.current?.focus();
  }, [reopened, consent]);

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
            <div className="mt-4 grid gap-3">
              <ToggleRow
                id={ids.necessary}
                label="Necessary"
                description="Required for the site to work. Always on."
                checked
                disabled
              />
              <ToggleRow
                id={ids.analytics}
                label="Analytics"
                description="Help us understand how visitors use the site."
                checked={analytics}
                onChange={setAnalytics}
              />
              <ToggleRow
                id={ids.marketing}
                label="Marketing"
                description="Used to show relevant offers on other sites."
                checked={marketing}
                onChange={setMarketing}
              />
              <div className="mt-1 flex flex-wrap justify-end gap-2">
                <Button variant="ghost" onClick={() => setCustomizing(false)}>
                  Back
                </Button>
                <Button onClick={() => save({ analytics, marketing })}>Save Preferences</Button>
              </div>
            </div>
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
                <Button className="px-2" variant="outline" onClick={() => setCustomizing(true)}>
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
