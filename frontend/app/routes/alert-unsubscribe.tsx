import { useSearchParams } from "react-router";
import { UnsubscribeScreen } from "~/features/alerts";

export default function AlertUnsubscribeRoute() {
  const [params] = useSearchParams();
  return <UnsubscribeScreen token={params.get("token") ?? ""} />;
}
