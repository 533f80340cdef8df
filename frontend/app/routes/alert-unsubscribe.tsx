import { useSearchParams } from "react-router";
import { UnsubscribeScreen } from "~/features/alerts/components/unsubscribe-screen";

export default function AlertUnsubscribeRoute() {
  const [params] = useSearchParams();
  return <UnsubscribeScreen token={params.get("token") ?? ""} />;
}
