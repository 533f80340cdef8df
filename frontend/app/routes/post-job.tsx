import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { PostJobScreen } from "~/features/posting";
import { useAccount } from "~/lib/queries/session";
import { toast } from "~/lib/toast-store";

// Posting needs a session and a company account; otherwise a toast and off to /auth.
export default function PostJobRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { account } = useAccount();
  const isCompany = account?.user_type === "company";

  useEffect(() => {
    if (account === undefined || isCompany) return;
    if (account === null) {
      toast({
        title: "Authentication required",
        description: "You need to create a company account to post jobs.",
        variant: "destructive",
      });
      navigate("/auth?mode=signup&type=company&next=%2Fpost-job", { replace: true });
    } else {
      toast({
        title: "Company account required",
        description: "Only companies can post jobs. Please create a company account.",
        variant: "destructive",
      });
      navigate("/auth", { replace: true });
    }
  }, [account, isCompany, navigate]);

  if (!isCompany) return <Spinner label="Checking your account..." />;
  const edit = Number(params.get("edit"));
  return (
    <PostJobScreen
      editId={Number.isInteger(edit) && edit > 0 ? edit : undefined}
      onDone={() => navigate("/employers/dashboard")}
    />
  );
}
