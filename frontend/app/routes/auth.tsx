import { useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AuthScreen, SignedInPanel, safeNext } from "~/features/accounts";
import { useAccount } from "~/lib/queries/session";

// /auth?mode=signup&type=company opens 'Create employer account' directly (e.g. from 'Post a Job').
// Someone already signed in sees who they are and can log out (a job seeker sent here from
// /post-job needs that to create a company account).
export default function AuthRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { account } = useAccount();
  const submitted = useRef(false);
  if (account && !submitted.current) return <SignedInPanel account={account} />;
  return (
    <AuthScreen
      initialMode={params.get("mode") === "signup" ? "signup" : "signin"}
      initialType={params.get("type") === "job_seeker" ? "job_seeker" : "company"}
      onBeforeSubmit={() => {
        submitted.current = true;
      }}
      onSignedIn={() => navigate(safeNext(params.get("next")), { replace: true })}
      onSignedUp={() => navigate("/onboarding", { replace: true })}
    />
  );
}
