import { Link } from "react-router";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The terms checkbox's label, with links to the terms and the privacy policy (new tab keeps the form). */
export function TermsLabel() {
  return (
    <>
      I accept the{" "}
      <Link to="/terms" target="_blank" className={linkClass}>
        Terms of Service
      </Link>{" "}
      and the{" "}
      <Link to="/privacy" target="_blank" className={linkClass}>
        Privacy Policy
      </Link>
    </>
  );
}
