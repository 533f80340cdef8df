import { useNavigate } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { OnboardingScreen, useRequireAccount } from "~/features/accounts";

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
