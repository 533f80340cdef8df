import { BellRing } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Spinner } from "~/components/ui/spinner";
import { useTokenLink } from "~/lib/use-token-link";
import { confirmAlert } from "../api/alert-links";
import { AlertLinkLayout } from "./alert-link-layout";

export const LINK_INCOMPLETE = "This link is incomplete. Open the link from the e-mail again.";

/** /alerts/confirm?token=..: the double opt-in link. The alert is confirmed as soon as the page opens. */
export function ConfirmAlertScreen({ token }: { token: string }) {
  const { state: outcome } = useTokenLink({
    token,
    post: confirmAlert,
    incomplete: LINK_INCOMPLETE,
    onOpen: true,
  });

  return (
    <AlertLinkLayout title="Confirm your job alert">
      {outcome.kind === "sending" ? <Spinner label="Confirming your alert..." /> : null}
      {outcome.kind === "done" ? (
        <div role="status" className="space-y-5">
          <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
            <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{outcome.answer.detail}</p>
              <p className="mt-1">{outcome.answer.summary}</p>
            </div>
          </div>
          <p className="text-sm text-slate-600">
            Each e-mail lists the jobs that are new since the last one, and has a one-click unsubscribe link.
          </p>
          <ButtonLink to="/jobs" size="lg" className="w-full">
            Back to the jobs
          </ButtonLink>
        </div>
      ) : null}
      {outcome.kind === "failed" ? (
        <div className="space-y-4">
          <FormAlert message={outcome.message} />
          <ButtonLink to="/jobs" variant="secondary" className="w-full">
            Search jobs
          </ButtonLink>
        </div>
      ) : null}
    </AlertLinkLayout>
  );
}
