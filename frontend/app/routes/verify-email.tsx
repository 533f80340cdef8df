import { useSearchParams } from "react-router";
import { VerifyEmailScreen } from "~/features/accounts";

export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return <VerifyEmailScreen token={params.get("token") ?? ""} />;
}
