import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { asApiError } from "~/lib/api-error";
import { toast } from "~/lib/toast-store";
import { requestPasswordReset } from "../api/password-reset";
import { type ForgotPasswordValues, forgotPasswordSchema } from "../lib/schemas";

/** 'Forgot password?': asks for the address and e-mails a reset link (the same answer for any address). */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setSentTo(null);
      reset();
    }
  }

  async function submit(values: ForgotPasswordValues) {
    try {
      await requestPasswordReset(values);
    } catch (caught) {
      toast({ title: "Error", description: asApiError(caught).message, variant: "destructive" });
      return;
    }
    setSentTo(values.email);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Reset your password"
      description="Enter your account's e-mail address and we will send you a link to set a new password."
      trigger={
        <button type="button" className="text-sm font-medium text-brand-700 hover:underline">
          Forgot password?
        </button>
      }
    >
      {sentTo ? (
        <div className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900" role="status">
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <p>
            If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. Check your inbox.
          </p>
        </div>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" aria-label="Reset password">
          <FormField control={control} name="email" id="forgot-email" label="Email">
            {(field) => <Input {...field} type="email" autoComplete="email" />}
          </FormField>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
