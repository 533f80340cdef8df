import { zodResolver } from "@hookform/resolvers/zod";
import { BellRing, CircleAlert, MailCheck } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { asApiError } from "~/lib/api-error";
import { cn } from "~/lib/cn";
import { applyServerErrors } from "~/lib/form-errors";
import { useAccount } from "~/lib/queries/session";
import { z } from "~/lib/zod";
import { createAlert } from "../api/create-alert";
import type { AlertSearch } from "../lib/alert-search";

/** 'python developer in Seattle': what the dialog says it will watch (the server's fallback search
 * when neither keyword nor location is given). */
function alertSearchLabel(search: AlertSearch): string {
  const keyword = search.keyword?.trim() ?? "";
  const location = search.location?.trim() ?? "";
  if (!keyword && !location) return "Software Developer in US";
  if (!keyword) return `IT jobs in ${location}`;
  return location ? `${keyword} in ${location}` : keyword;
}

const FREQUENCIES = [
  { value: "daily", title: "Daily", text: "One e-mail a day at most" },
  { value: "weekly", title: "Weekly", text: "One e-mail a week at most" },
] as const;

function alertSchema(signedIn: boolean) {
  return z.object({
    email: signedIn ? z.string() : z.string().trim().pipe(z.email("Invalid email address")),
    frequency: z.enum(["daily", "weekly"]),
  });
}
type AlertValues = z.infer<ReturnType<typeof alertSchema>>;

interface Done {
  detail: string;
  signedIn: boolean;
}

/** The alert form for one search: the address (the account's when signed in) and how often. */
export default function AlertDialog({ search, onClose }: { search: AlertSearch; onClose: () => void }) {
  const { account } = useAccount();
  const signedIn = Boolean(account);
  const [done, setDone] = useState<Done | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => alertSchema(signedIn), [signedIn]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useForm<AlertValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", frequency: "daily" },
  });
  const frequency = watch("frequency");

  async function submit(values: AlertValues) {
    setFailure(null);
    try {
      const created = await createAlert({
        search,
        frequency: values.frequency,
        email: signedIn ? null : values.email,
      });
      setDone({ detail: created.detail, signedIn });
    } catch (caught) {
      const error = asApiError(caught);
      const rest = applyServerErrors(error.errors, setError, ["email", "frequency"]);
      if (rest.length > 0 || error.errors.length === 0) setFailure(error.message);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Get alerts for this search"
      description={
        <>
          We e-mail you new jobs for <strong className="text-ink">{alertSearchLabel(search)}</strong> as they
          appear, with your filters. Unsubscribe with one click from any e-mail.
        </>
      }
    >
      {done ? (
        <div className="space-y-4">
          <div role="status" className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
            {done.signedIn ? (
              <BellRing aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <MailCheck aria-hidden="true" className="size-5 shrink-0" />
            )}
            <p>{done.detail}</p>
          </div>
          <div className="flex justify-end gap-2">
            {done.signedIn ? (
              <Link to="/account#alerts" className="ui-btn ui-btn-outline ui-btn-md">
                Manage alerts
              </Link>
            ) : null}
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5" aria-label="Create job alert">
          {signedIn ? (
            <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
              Alerts go to <strong className="text-ink">{account?.email}</strong>.
            </p>
          ) : (
            <FormField
              control={control}
              name="email"
              id="alert-email"
              label="Email"
              hint="We send a link to confirm it first; nothing else until you do."
            >
              {(field) => (
                <Input {...field} type="email" autoComplete="email" placeholder="you@example.com" />
              )}
            </FormField>
          )}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">How often</legend>
            <div className="grid grid-cols-2 gap-3">
              {FREQUENCIES.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    "flex cursor-pointer flex-col gap-0.5 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                    frequency === option.value
                      ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                      : "border-slate-300 bg-white hover:border-slate-400",
                  )}
                >
                  <input type="radio" value={option.value} {...register("frequency")} className="sr-only" />
                  <span className="text-sm font-semibold text-ink">{option.title}</span>
                  <span className="text-xs text-slate-600">{option.text}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {failure ? (
            <div
              role="alert"
              className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>{failure}</p>
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Creating..." : "Create alert"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
