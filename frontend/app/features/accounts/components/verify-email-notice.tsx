import { MailWarning } from "lucide-react";
import { ResendVerificationButton } from "./resend-verification-button";

interface VerifyEmailNoticeProps {
  email: string;
  isCompany: boolean;
}

/** While the account's address is not verified: why it matters, and a new link on request. */
export function VerifyEmailNotice({ email, isCompany }: VerifyEmailNoticeProps) {
  return (
    <section
      aria-labelledby="verify-email-heading"
      data-testid="verify-email-notice"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0">
        <h2 id="verify-email-heading" className="font-semibold">
          Verify your e-mail address
        </h2>
        <p className="mt-1">
          We sent a link to <strong className="break-all">{email}</strong>.{" "}
          {isCompany
            ? "Until you open it, your job posts are not published and applicants do not see your address."
            : "Open it to confirm the address is yours."}
        </p>
        <ResendVerificationButton className="mt-3" />
      </div>
    </section>
  );
}
