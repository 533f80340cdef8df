import { LogOut } from "lucide-react";
import { Button, ButtonLink } from "~/components/ui/button";
import type { Account } from "~/lib/queries/session";
import { useLogout } from "../api/logout";
import { AuthLayout } from "./auth-layout";

const TYPE_LABELS: Record<string, string> = { company: "company", job_seeker: "job seeker" };

/** /auth for someone already signed in: who they are, and a way out to use another account. */
export function SignedInPanel({ account }: { account: Account }) {
  const logout = useLogout();
  const type = account.user_type ? TYPE_LABELS[account.user_type] : undefined;
  return (
    <AuthLayout
      title="You are signed in"
      lead={`Signed in as ${account.email}${type ? ` (${type} account)` : ""}.`}
    >
      <div className="space-y-3">
        {account.user_type === "company" ? (
          <ButtonLink to="/employers/dashboard" size="lg" className="w-full">
            Go to your dashboard
          </ButtonLink>
        ) : (
          <ButtonLink to="/" size="lg" className="w-full">
            Find IT jobs
          </ButtonLink>
        )}
        <p className="pt-2 text-sm text-slate-600">
          {account.user_type === "company"
            ? "Want to use a different account?"
            : "To post jobs you need a company account. Log out, then create an employer account."}
        </p>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {logout.isPending ? "Logging Out..." : "Log Out"}
        </Button>
      </div>
    </AuthLayout>
  );
}
