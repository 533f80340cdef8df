import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { AccountScreen } from "~/features/accounts";
import { AccountAlerts } from "~/features/alerts";
import { useAccount } from "~/lib/queries/session";

export default function AccountRoute() {
  const navigate = useNavigate();
  const { account } = useAccount();
  // After logging out or deleting, the page leaves for / itself; no detour through /auth.
  const leaving = useRef(false);

  useEffect(() => {
    if (account === null && !leaving.current) navigate("/auth?next=%2Faccount", { replace: true });
  }, [account, navigate]);

  if (!account) return <Spinner label="Checking your account..." />;
  return (
    <AccountScreen
      account={account}
      onBeforeLeave={() => {
        leaving.current = true;
      }}
      onLeave={() => navigate("/", { replace: true })}
    >
      <AccountAlerts />
    </AccountScreen>
  );
}
