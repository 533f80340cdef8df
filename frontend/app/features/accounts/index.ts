// The accounts feature as routes and shared components use it: sign-up, log-in, onboarding,
// password reset, e-mail verification, the account page and the header's account menu.
export { AccountScreen } from "./components/account-screen";
export { AuthScreen } from "./components/auth-screen";
export { HeaderAccount, MobileHeaderAccount } from "./components/header-account";
export { LoginScreen } from "./components/login-screen";
export { OnboardingScreen } from "./components/onboarding-screen";
export { ResetPasswordScreen } from "./components/reset-password-screen";
export { SignedInPanel } from "./components/signed-in-panel";
export { VerifyEmailNotice } from "./components/verify-email-notice";
export { VerifyEmailScreen } from "./components/verify-email-screen";
export { useRedirectSignedIn } from "./hooks/use-redirect-signed-in";
export { useRequireAccount } from "./hooks/use-require-account";
export { safeNext } from "./lib/safe-next";
