import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { type Account, useAccount } from "~/lib/queries/session";

/**
 * For pages that need a signed-in account: sends visitors to /auth (coming back here after signing
 * in) and calls `onMissing` first, e.g. for a toast. `account` is undefined while the check runs.
 */
export function useRequireAccount(onMissing?: () => void): Account | null | undefined {
  const { account } = useAccount();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (account !== null) return;
    onMissing?.();
    navigate(`/auth?next=${encodeURIComponent(pathname)}`, { replace: true });
  }, [account, navigate, pathname, onMissing]);

  return account;
}
