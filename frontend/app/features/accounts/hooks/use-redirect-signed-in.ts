import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAccount } from "~/lib/queries/session";

/**
 * Sends a visitor who is already signed in when the page opens to `to` (/login sends them to /).
 * Returns `markSubmitted`: after this page's own sign-in the caller navigates itself.
 */
export function useRedirectSignedIn(to = "/") {
  const { account } = useAccount();
  const navigate = useNavigate();
  const submitted = useRef(false);

  useEffect(() => {
    if (account && !submitted.current) navigate(to, { replace: true });
  }, [account, navigate, to]);

  return () => {
    submitted.current = true;
  };
}
