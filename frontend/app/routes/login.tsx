import { useNavigate, useSearchParams } from "react-router";
import { LoginScreen, safeNext, useRedirectSignedIn } from "~/features/accounts";

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
