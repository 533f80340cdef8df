// The employers' inquiry form as its route uses it.
export { InquiryScreen } from "./components/inquiry-screen";
