import { BellOff } from "lucide-react";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { useTokenLink } from "~/lib/use-token-link";
import { unsubscribeAlert } from "../api/alert-links";
import { AlertLinkLayout } from "./alert-link-layout";
import { LINK_INCOMPLETE } from "./confirm-alert-screen";

/** /alerts/unsubscribe?token=..: the digest's body link. One button, no login (a link scanner's
 * visit unsubscribes nobody; mail clients use the one-click POST of the List-Unsubscribe header). */
export function UnsubscribeScreen({ token }: { token: string }) {
  const { state: outcome, send: unsubscribe } = useTokenLink({
    token,
    post: unsubscribeAlert,
    incomplete: LINK_INCOMPLETE,
    onOpen: false,
  });
  const busy = outcome.kind === "sending";

  return (
    <AlertLinkLayout title="Unsubscribe from this job alert">
      {outcome.kind === "ready" || busy ? (
        <div className="space-y-5">
          <p className="text-sm text-slate-600">
            You will get no more e-mails for this alert. Your other alerts, if you have any, stay as they are.
          </p>
          <Button size="lg" className="w-full" disabled={busy} onClick={unsubscribe}>
            <BellOff aria-hidden="true" className="size-4" />
            {busy ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        </div>
      ) : null}
      {outcome.kind === "done" ? (
        <div role="status" className="space-y-5">
          <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
            <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{outcome.answer.detail}</p>
          </div>
          <ButtonLink to="/jobs" variant="secondary" className="w-full">
            Search jobs
          </ButtonLink>
        </div>
      ) : null}
      {outcome.kind === "failed" ? <FormAlert message={outcome.message} /> : null}
    </AlertLinkLayout>
  );
}
