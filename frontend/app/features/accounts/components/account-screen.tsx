import { Download, LogOut, UserRoundPen } from "lucide-react";
import { type ReactNode, useState } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { asApiError } from "~/lib/api-error";
import type { Account } from "~/lib/queries/session";
import { toast } from "~/lib/toast-store";
import { fetchAccountExport } from "../api/account-data";
import { useLogout } from "../api/logout";
import { downloadJson } from "../lib/download-json";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { VerifyEmailNotice } from "./verify-email-notice";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TYPE_LABELS: Record<string, string> = { company: "Company", job_seeker: "Job seeker" };

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-ink">{value}</dd>
    </div>
  );
}

/** /account: who you are, your data as JSON, log out, delete the account. */
interface AccountScreenProps {
  account: Account;
  /** Called just before logging out or deleting (the session is about to end). */
  onBeforeLeave: () => void;
  onLeave: () => void;
  /** Sections of the apps that build on the account (its job alerts), full width above the cards. */
  children?: ReactNode;
}

export function AccountScreen({ account, onBeforeLeave, onLeave, children }: AccountScreenProps) {
  const logout = useLogout();
  const [exporting, setExporting] = useState(false);
  const isCompany = account.user_type === "company";

  async function exportData() {
    setExporting(true);
    try {
      downloadJson(await fetchAccountExport(), "it-jobs-info-my-data.json");
    } catch (error) {
      toast({ title: "Error", description: asApiError(error).message, variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }

  async function logOut() {
    onBeforeLeave();
    await logout.mutateAsync();
    toast({ title: "Logged out", description: "See you soon." });
    onLeave();
  }

  const accepted = account.terms_accepted_date
    ? new Date(account.terms_accepted_date).toLocaleDateString("en-US", { dateStyle: "medium" })
    : "Not yet";

  return (
    <>
      <PageHeader title="Your Account" lead={`Signed in as ${account.email}.`} />
      {account.email_verified ? null : (
        <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
          <VerifyEmailNotice email={account.email} isCompany={isCompany} />
        </div>
      )}
      <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2">
        {children ? <div className="grid gap-6 lg:col-span-2">{children}</div> : null}
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-ink">Account</h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Row label="Email" value={account.email} />
            <Row label="Email verified" value={account.email_verified ? "Yes" : "Not yet"} />
            <Row
              label="Account type"
              value={(account.user_type && TYPE_LABELS[account.user_type]) || "Unknown"}
            />
            {account.company ? <Row label="Company" value={account.company.name} /> : null}
            {account.company ? <Row label="Plan" value={capitalize(account.company.plan)} /> : null}
            <Row label="Terms accepted" value={accepted} />
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink to="/onboarding" variant="secondary">
              <UserRoundPen aria-hidden="true" className="size-4" />
              Edit profile
            </ButtonLink>
            {isCompany ? (
              <ButtonLink to="/employers/dashboard" variant="secondary">
                Employer dashboard
              </ButtonLink>
            ) : null}
          </div>
        </Card>
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-ink">Your data</h2>
          <p className="mt-1 text-sm text-slate-600">
            Download everything we store about you: account and profile
            {isCompany ? ", company and job posts" : ", saved jobs"} and job alerts, as a JSON file.
          </p>
          <Button variant="secondary" className="mt-4" disabled={exporting} onClick={exportData}>
            <Download aria-hidden="true" className="size-4" />
            {exporting ? "Preparing..." : "Download my data (JSON)"}
          </Button>
        </Card>
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-ink">Session</h2>
          <p className="mt-1 text-sm text-slate-600">Log out of {account.email} on this device.</p>
          <Button variant="outline" className="mt-4" disabled={logout.isPending} onClick={logOut}>
            <LogOut aria-hidden="true" className="size-4" />
            {logout.isPending ? "Logging Out..." : "Log Out"}
          </Button>
        </Card>
        <Card className="border-red-200 p-6">
          <h2 className="text-lg font-semibold text-red-800">Delete account</h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            Permanently delete your account
            {isCompany ? ", your company and its job posts" : ", your profile and your saved jobs"}, and your
            job alerts.
          </p>
          <DeleteAccountDialog isCompany={isCompany} onBeforeDelete={onBeforeLeave} onDeleted={onLeave} />
        </Card>
      </div>
    </>
  );
}
