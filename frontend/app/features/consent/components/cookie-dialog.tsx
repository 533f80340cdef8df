import { Cookie } from "lucide-react";
import { useId, useState } from "react";
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

/** The cookie consent dialog (spec §4): Accept All, Customize, Reject All; toggles with Back. */
export function CookieDialog() {
  const { open, consent, save, acceptAll, rejectAll } = useCookieConsent();
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const [marketing, setMarketing] = useState(consent?.marketing ?? false);
  const titleId = useId();
  const ids = { necessary: useId(), analytics: useId(), marketing: useId() };

  if (!open) return null;

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="cookie-dialog"
      data-cookie-dialog=""
      className="fixed inset-x-0 bottom-0 z-[60] p-3 sm:bottom-4 sm:left-4 sm:right-auto sm:max-w-md sm:p-0"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl">
        <div className="flex items-center gap-2">
          <Cookie aria-hidden="true" className="size-5 text-brand-600" />
          <h2 id={titleId} className="text-base font-semibold text-ink">
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
            <p className="mt-2 text-sm text-slate-600">
              We use cookies to run the site and, with your consent, to measure usage and improve our service.
              Read our{" "}
              <Link to="/privacy" className="font-medium text-brand-700 underline">
                Privacy Policy
              </Link>
              .
            </p>
            <div className="mt-4 grid grid-cols-3 gap-2">
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
  );
}
