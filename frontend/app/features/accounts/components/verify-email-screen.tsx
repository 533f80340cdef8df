import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Spinner } from "~/components/ui/spinner";
import { useAccount } from "~/lib/queries/session";
import { useTokenLink } from "~/lib/use-token-link";
import { useConfirmEmail } from "../api/email-verification";
import { AuthLayout } from "./auth-layout";
import { ResendVerificationButton } from "./resend-verification-button";

export const LINK_INCOMPLETE =
  "This verification link is incomplete. Open the newest link we sent, or ask for a new one.";

/** /verify-email?token=..: the link from the e-mail. It is checked as soon as the page opens. */
export function VerifyEmailScreen({ token }: { token: string }) {
  const { account } = useAccount();
  const { mutateAsync: confirm } = useConfirmEmail();
  const { state: outcome } = useTokenLink({
    token,
    post: confirm,
    incomplete: LINK_INCOMPLETE,
    onOpen: true,
  });

  const next =
    account?.user_type === "company"
      ? { to: "/employers/dashboard", label: "Go to your dashboard" }
      : account
        ? { to: "/account", label: "Go to your account" }
        : { to: "/login", label: "Log in" };

  return (
    <AuthLayout title="Verify your e-mail address">
      {outcome.kind === "sending" ? <Spinner label="Confirming your e-mail address..." /> : null}
      {outcome.kind === "done" ? (
        <div role="status" className="space-y-5">
          <div className="flex gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{outcome.answer.detail}</p>
          </div>
          <p className="text-sm text-slate-600">
            Job posts of a verified company are published once they pass review, with this address as the one
            applicants write to.
          </p>
          <ButtonLink to={next.to} size="lg" className="w-full">
            {next.label}
          </ButtonLink>
        </div>
      ) : null}
      {outcome.kind === "failed" ? (
        <div className="space-y-4">
          <FormAlert message={outcome.message} />
          {account?.email_verified ? (
            <p className="text-sm text-slate-600">
              Your address {account.email} is verified already: nothing more to do.
            </p>
          ) : account ? (
            <div className="space-y-2 text-sm text-slate-600">
              <p>We will send a new link to {account.email}.</p>
              <ResendVerificationButton />
            </div>
          ) : (
            <p className="text-sm text-slate-600">
              <Link
                to="/login?next=%2Faccount"
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                Log in
              </Link>{" "}
              to ask for a new link.
            </p>
          )}
        </div>
      ) : null}
    </AuthLayout>
  );
}
