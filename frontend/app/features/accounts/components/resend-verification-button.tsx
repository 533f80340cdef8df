import { MailPlus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { asApiError } from "~/lib/api-error";
import { toast } from "~/lib/toast-store";
import { useSendVerificationEmail } from "../api/email-verification";

/** 'Send the link again': a new verification e-mail, with a toast saying what happened. */
export function ResendVerificationButton({ className }: { className?: string }) {
  const send = useSendVerificationEmail();
  async function resend() {
    try {
      const sent = await send.mutateAsync();
      toast({ title: "Verification e-mail sent", description: sent.detail });
    } catch (error) {
      toast({ title: "No e-mail sent", description: asApiError(error).message, variant: "destructive" });
    }
  }
  return (
    <Button variant="secondary" size="sm" className={className} disabled={send.isPending} onClick={resend}>
      <MailPlus aria-hidden="true" className="size-4" />
      {send.isPending ? "Sending..." : "Send the link again"}
    </Button>
  );
}
