import { useNavigate, useSearchParams } from "react-router";
import { LoginScreen } from "~/features/accounts/components/login-screen";
import { useRedirectSignedIn } from "~/features/accounts/hooks/use-redirect-signed-in";
import { safeNext } from "~/features/accounts/lib/safe-next";

export default function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const markSubmitted = useRedirectSignedIn("/");
  return (
    <LoginScreen
      onBeforeSubmit={markSubmitted}
      onSuccess={() => navigate(safeNext(params.get("next")), { replace: true })}
    />
  );
}
