import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { VerifyEmailNotice } from "~/features/accounts";
import { DashboardScreen } from "~/features/posting";
import { useAccount } from "~/lib/queries/session";
import { toast } from "~/lib/toast-store";

export default function EmployersDashboardRoute() {
  const navigate = useNavigate();
  const { account } = useAccount();
  const isCompany = account?.user_type === "company";

  useEffect(() => {
    if (account === undefined || isCompany) return;
    if (account === null) {
      navigate("/auth?next=%2Femployers%2Fdashboard", { replace: true });
      return;
    }
    toast({
      title: "Company account required",
      description: "Only companies have an employer dashboard.",
      variant: "destructive",
    });
    navigate("/", { replace: true });
  }, [account, isCompany, navigate]);

  if (!account || !isCompany) return <Spinner label="Checking your account..." />;
  return (
    <DashboardScreen
      companyName={account.company?.name ?? "your company"}
      verifyEmailNotice={
        account.email_verified ? null : <VerifyEmailNotice email={account.email} isCompany />
      }
    />
  );
}
