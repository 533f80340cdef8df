import { InquiryScreen } from "~/features/inquiry";

export default function InquiryRoute() {
  return <InquiryScreen />;
}
