import { zodResolver } from "@hookform/resolvers/zod";
import { Clock, Mail } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { asApiError } from "~/lib/api-error";
import { getSiteConfig } from "~/lib/site-config";
import { toast } from "~/lib/toast-store";
import { useLogin } from "../api/login";
import { useCountdown, waitText } from "../hooks/use-countdown";
import { type LoginValues, loginSchema } from "../lib/schemas";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { PasswordInput } from "./password-input";
import { TermsLabel } from "./terms-label";

interface LoginFormProps {
  /** Called after the success toast, e.g. to navigate on. */
  onSuccess: () => void;
  /** Called as the request starts (the page stops its own 'already signed in' redirect). */
  onBeforeSubmit?: () => void;
  idPrefix?: string;
}

/**
 * The login form: e-mail, password and the terms checkbox; toasts for success and failure. When the
 * server throttles (429 with Retry-After) the form says how long to wait and counts down.
 */
export function LoginForm({ onSuccess, onBeforeSubmit, idPrefix = "login" }: LoginFormProps) {
  const login = useLogin();
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(retryAt);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", terms: false },
  });

  async function submit(values: LoginValues) {
    onBeforeSubmit?.();
    try {
      await login.mutateAsync(values);
    } catch (caught) {
      const error = asApiError(caught);
      if (error.status === 429 && error.retryAfter) setRetryAt(Date.now() + error.retryAfter * 1000);
      toast({
        title: "Login failed",
        // The server's message when it has one (401 wrong password, 429 throttled); a lost connection says so.
        description: error.status === 0 ? error.message : (error.detail ?? "Invalid email or password"),
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Logged in successfully!", description: `Welcome back to ${getSiteConfig().siteName}` });
    onSuccess();
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5" aria-label="Log in">
      <FormField control={control} name="email" id={id("email")} label="Email">
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            icon={<Mail aria-hidden="true" className="size-4" />}
          />
        )}
      </FormField>
      <div>
        <FormField control={control} name="password" id={id("password")} label="Password">
          {(field) => <PasswordInput {...field} autoComplete="current-password" />}
        </FormField>
        <div className="mt-2 text-right">
          <ForgotPasswordDialog />
        </div>
      </div>
      <CheckboxField control={control} name="terms" id={id("terms")} label={<TermsLabel />} />
      {secondsLeft > 0 ? (
        <p
          id={id("wait")}
          className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Too many failed login attempts. You can try again in {waitText(secondsLeft)}.</span>
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting || secondsLeft > 0}
        aria-describedby={secondsLeft > 0 ? id("wait") : undefined}
      >
        {isSubmitting ? "Logging In..." : "Log In"}
      </Button>
    </form>
  );
}
