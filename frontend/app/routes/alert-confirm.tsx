import { useSearchParams } from "react-router";
import { ConfirmAlertScreen } from "~/features/alerts";

export default function AlertConfirmRoute() {
  const [params] = useSearchParams();
  return <ConfirmAlertScreen token={params.get("token") ?? ""} />;
}
