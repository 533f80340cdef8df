import { useNavigate, useSearchParams } from "react-router";
import { ResetPasswordScreen } from "~/features/accounts";

export default function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <ResetPasswordScreen
      uid={params.get("uid") ?? ""}
      token={params.get("token") ?? ""}
      onDone={() => navigate("/login", { replace: true })}
    />
  );
}
