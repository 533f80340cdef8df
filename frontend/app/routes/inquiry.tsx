import { InquiryScreen } from "~/features/inquiry/components/inquiry-screen";

export default function InquiryRoute() {
  return <InquiryScreen />;
}
