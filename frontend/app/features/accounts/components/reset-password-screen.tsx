import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField } from "~/components/ui/form-field";
import { asApiError } from "~/lib/api-error";
import { applyServerErrors } from "~/lib/form-errors";
import { toast } from "~/lib/toast-store";
import { confirmPasswordReset } from "../api/password-reset";
import { PASSWORD_HINT, type ResetPasswordValues, resetPasswordSchema } from "../lib/schemas";
import { AuthLayout } from "./auth-layout";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { PasswordInput } from "./password-input";

interface ResetPasswordScreenProps {
  uid: string;
  token: string;
  onDone: () => void;
}

/** /reset-password?uid=..&token=..: the link from the e-mail; sets a new password. */
export function ResetPasswordScreen({ uid, token, onDone }: ResetPasswordScreenProps) {
  const [linkError, setLinkError] = useState<string | null>(
    uid && token ? null : "This reset link is invalid or has expired.",
  );
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirm: "" },
  });

  async function submit(values: ResetPasswordValues) {
    let done: { detail: string };
    try {
      done = await confirmPasswordReset({ uid, token, password: values.password });
    } catch (caught) {
      const error = asApiError(caught);
      const rest = applyServerErrors(error.errors, setError, ["password"], { new_password: "password" });
      if (error.status === 400) setLinkError(error.message);
      else if (rest.length > 0 || error.errors.length === 0) {
        toast({ title: "Error", description: error.message, variant: "destructive" });
      }
      return;
    }
    toast({ title: "Password reset", description: done.detail });
    onDone();
  }

  return (
    <AuthLayout title="Set a new password" lead="Choose a new password for your account.">
      {linkError ? (
        <div className="space-y-4">
          <FormAlert message={linkError} />
          <p className="text-sm text-slate-600">
            Reset links work once and expire. Ask for a new one: <ForgotPasswordDialog />
          </p>
        </div>
      ) : (
        <form
          onSubmit={handleSubmit(submit)}
          noValidate
          className="space-y-5"
          aria-label="Set a new password"
        >
          <FormField
            control={control}
            name="password"
            id="reset-password"
            label="New password"
            hint={PASSWORD_HINT}
          >
            {(field) => <PasswordInput {...field} autoComplete="new-password" />}
          </FormField>
          <FormField control={control} name="confirm" id="reset-confirm" label="Confirm new password">
            {(field) => <PasswordInput {...field} autoComplete="new-password" />}
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Set new password"}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
