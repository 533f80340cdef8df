import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, Mail, UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { asApiError } from "~/lib/api-error";
import { cn } from "~/lib/cn";
import { applyServerErrors } from "~/lib/form-errors";
import { toast } from "~/lib/toast-store";
import { useSignup } from "../api/signup";
import { PASSWORD_HINT, type SignupValues, signupSchema, type UserType } from "../lib/schemas";
import { PasswordInput } from "./password-input";
import { TermsLabel } from "./terms-label";

const FIELDS = ["user_type", "company_name", "email", "password", "terms"] as const;

const ACCOUNT_TYPES: { value: UserType; title: string; text: string; icon: typeof UserRound }[] = [
  { value: "company", title: "Company", text: "Post jobs and reach IT talent", icon: Building2 },
  { value: "job_seeker", title: "Job seeker", text: "Build a profile and find work", icon: UserRound },
];

interface SignupFormProps {
  defaultType: UserType;
  onSuccess: () => void;
  onBeforeSubmit?: () => void;
}

/** Account creation: the account type, a name (or company name), e-mail, password and the terms. */
export function SignupForm({ defaultType, onSuccess, onBeforeSubmit }: SignupFormProps) {
  const signup = useSignup();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { user_type: defaultType, company_name: "", email: "", password: "", terms: false },
  });
  const userType = watch("user_type");
  const isCompany = userType === "company";

  async function submit(values: SignupValues) {
    onBeforeSubmit?.();
    try {
      await signup.mutateAsync(values);
    } catch (caught) {
      const error = asApiError(caught);
      const rest = applyServerErrors(error.errors, setError, FIELDS, { terms_accepted: "terms" });
      if (rest.length > 0 || error.errors.length === 0) {
        toast({ title: "Sign-up failed", description: error.message, variant: "destructive" });
      }
      return;
    }
    toast({ title: "Account created", description: "Complete your profile to get started." });
    onSuccess();
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5" aria-label="Create account">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Account type</legend>
        <div className="grid grid-cols-2 gap-3">
          {ACCOUNT_TYPES.map((type) => {
            const Icon = type.icon;
            return (
              <label
                key={type.value}
                className={cn(
                  "relative flex cursor-pointer flex-col gap-1 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  userType === type.value
                    ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                    : "border-slate-300 bg-white hover:border-slate-400",
                )}
              >
                <input type="radio" value={type.value} {...register("user_type")} className="sr-only" />
                <Icon aria-hidden="true" className="size-5 text-brand-700" />
                <span className="text-sm font-semibold text-ink">{type.title}</span>
                <span className="text-xs text-slate-600">{type.text}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {isCompany ? (
        <FormField control={control} name="company_name" id="signup-company" label="Company name">
          {(field) => (
            <Input
              {...field}
              autoComplete="organization"
              placeholder="Acme Software GmbH"
              icon={<Building2 aria-hidden="true" className="size-4" />}
            />
          )}
        </FormField>
      ) : null}
      <FormField control={control} name="email" id="signup-email" label="Email">
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            placeholder={isCompany ? "hiring@company.com" : "you@example.com"}
            icon={<Mail aria-hidden="true" className="size-4" />}
          />
        )}
      </FormField>
      <FormField control={control} name="password" id="signup-password" label="Password" hint={PASSWORD_HINT}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" />}
      </FormField>
      <CheckboxField control={control} name="terms" id="signup-terms" label={<TermsLabel />} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
