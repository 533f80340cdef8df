import { useNavigate } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { OnboardingScreen } from "~/features/accounts/components/onboarding-screen";
import { useRequireAccount } from "~/features/accounts/hooks/use-require-account";

export default function OnboardingRoute() {
  const navigate = useNavigate();
  const account = useRequireAccount();
  if (!account) return <Spinner label="Checking your account..." />;
  return (
    <OnboardingScreen
      account={account}
      onSeekerDone={() => navigate("/")}
      onCompanyDone={() => navigate("/post-job")}
    />
  );
}
