import { BellRing, Search, Trash2 } from "lucide-react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/select";
import { Spinner } from "~/components/ui/spinner";
import { Switch } from "~/components/ui/switch";
import { asApiError } from "~/lib/api-error";
import { toast } from "~/lib/toast-store";
import {
  type Alert,
  type AlertChange,
  useAlerts,
  useDeleteAlert,
  useUpdateAlert,
} from "../api/account-alerts";

function sentLabel(alert: Alert): string {
  if (!alert.confirmed) return "Waiting for you to open the confirmation link we e-mailed";
  if (!alert.last_sent_at) return "No e-mail yet: new jobs are sent as they appear";
  const when = new Date(alert.last_sent_at).toLocaleDateString("en-US", { dateStyle: "medium" });
  return `Last e-mail ${when}`;
}

function AlertRow({ alert }: { alert: Alert }) {
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const busy = update.isPending || remove.isPending;
  const failed = (error: unknown) =>
    toast({ title: "Error", description: asApiError(error).message, variant: "destructive" });
  const change = (next: AlertChange) => update.mutate({ id: alert.id, change: next }, { onError: failed });

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-ink">{alert.summary}</p>
        <p className="mt-0.5 text-sm text-slate-600">{alert.paused ? "Paused" : sentLabel(alert)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        <label className="sr-only" htmlFor={`alert-frequency-${alert.id}`}>
          How often: {alert.summary}
        </label>
        <Select
          id={`alert-frequency-${alert.id}`}
          value={alert.frequency}
          disabled={busy}
          onChange={(event) => change({ frequency: event.target.value as Alert["frequency"] })}
          className="h-9 w-auto py-0 pr-9 pl-3 text-sm"
        >
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </Select>
        <span className="flex items-center gap-2 text-sm text-slate-700">
          <Switch
            checked={!alert.paused}
            disabled={busy}
            aria-label={`E-mails on: ${alert.summary}`}
            onCheckedChange={(on) => change({ paused: !on })}
          />
          {alert.paused ? "Off" : "On"}
        </span>
        <ButtonLink
          to={alert.results_path}
          variant="ghost"
          size="sm"
          aria-label={`See jobs: ${alert.summary}`}
        >
          <Search aria-hidden="true" className="size-4" />
          Jobs
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Delete alert: ${alert.summary}`}
          className="text-red-700 hover:bg-red-50"
          onClick={() =>
            remove.mutate(alert.id, {
              onError: failed,
              onSuccess: () => toast({ title: "Alert deleted", description: alert.summary }),
            })
          }
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The account page's alerts: each search with how often, on or paused, and delete. */
export function AccountAlerts() {
  const { data, isPending, error } = useAlerts();
  return (
    <Card className="p-6" id="alerts">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <BellRing aria-hidden="true" className="size-5 text-brand-600" />
        Job alerts
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        E-mails with the new jobs of your saved searches
        {data ? ` (up to ${data.limit} alerts)` : ""}. Create one with 'Get alerts for this search' on any
        results page.
      </p>
      {isPending ? <Spinner label="Loading your alerts..." /> : null}
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {asApiError(error).message}
        </p>
      ) : null}
      {data && data.alerts.length === 0 ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
          <p className="text-sm text-slate-700">You have no job alerts yet.</p>
          <ButtonLink to="/jobs" variant="secondary" size="sm">
            Search jobs
          </ButtonLink>
        </div>
      ) : null}
      {data && data.alerts.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Your job alerts">
          {data.alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
