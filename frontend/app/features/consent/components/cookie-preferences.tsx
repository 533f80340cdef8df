import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Switch } from "~/components/ui/switch";
import type { CookieConsent } from "../lib/consent-storage";

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

interface CookiePreferencesProps {
  /** The saved choice the toggles start from (none: analytics and marketing off). */
  consent: CookieConsent | null;
  onBack: () => void;
  onSave: (choice: Pick<CookieConsent, "analytics" | "marketing">) => void;
}

/** The cookie dialog's 'Customize' view: necessary locked on, analytics and marketing toggles. */
export function CookiePreferences({ consent, onBack, onSave }: CookiePreferencesProps) {
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const [marketing, setMarketing] = useState(consent?.marketing ?? false);
  const ids = { necessary: useId(), analytics: useId(), marketing: useId() };
  return (
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
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => onSave({ analytics, marketing })}>Save Preferences</Button>
      </div>
    </div>
  );
}
