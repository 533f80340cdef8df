import { Link } from "react-router";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";

/** /login: the login form and a sign-up link to /auth. */
export function LoginScreen({
  onSuccess,
  onBeforeSubmit,
}: {
  onSuccess: () => void;
  onBeforeSubmit?: () => void;
}) {
  return (
    <AuthLayout
      title="Login"
      lead="Welcome back. Log in with your e-mail and password."
      footer={
        <p className="text-slate-600">
          Don't have an account?{" "}
          <Link to="/auth" className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      <LoginForm onSuccess={onSuccess} onBeforeSubmit={onBeforeSubmit} />
    </AuthLayout>
  );
}
