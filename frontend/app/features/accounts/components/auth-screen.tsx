import { Building2 } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/cn";
import { useSiteConfig } from "~/lib/site-config";
import type { UserType } from "../lib/schemas";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

export type AuthMode = "signin" | "signup";

interface AuthScreenProps {
  initialMode: AuthMode;
  initialType: UserType;
  onBeforeSubmit?: () => void;
  onSignedIn: () => void;
  onSignedUp: () => void;
}

const TABS: { mode: AuthMode; label: string }[] = [
  { mode: "signin", label: "Sign In" },
  { mode: "signup", label: "Create Account" },
];

/** /auth: 'Sign In', or create an account (employer or job seeker) and go on to onboarding. */
export function AuthScreen({
  initialMode,
  initialType,
  onBeforeSubmit,
  onSignedIn,
  onSignedUp,
}: AuthScreenProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [userType, setUserType] = useState<UserType>(initialType);
  const siteName = useSiteConfig((config) => config.siteName);

  function startSignup(type: UserType) {
    setUserType(type);
    setMode("signup");
  }

  return (
    <AuthLayout
      title={mode === "signin" ? `Sign in to ${siteName}` : "Create your account"}
      lead={
        mode === "signin"
          ? "Welcome back. Sign in to manage your profile and job posts."
          : "Employers post jobs; job seekers build a profile. It takes a minute."
      }
      footer={
        mode === "signin" ? (
          <div className="space-y-3">
            <p className="text-slate-600">Hiring? Post your IT jobs with a company account.</p>
            <button
              type="button"
              onClick={() => startSignup("company")}
              className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-brand-600 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Building2 aria-hidden="true" className="size-4" />
              Create employer account
            </button>
            <p className="text-slate-600">
              Looking for work?{" "}
              <button
                type="button"
                onClick={() => startSignup("job_seeker")}
                className="font-semibold text-brand-700 hover:underline"
              >
                Create a job seeker account
              </button>
            </p>
          </div>
        ) : (
          <p className="text-slate-600">
            Already have an account?{" "}
            <button
              type="button"
              onClick={() => setMode("signin")}
              className="font-semibold text-brand-700 hover:underline"
            >
              Sign In
            </button>
          </p>
        )
      }
    >
      <div role="tablist" aria-label="Account" className="mb-6 grid grid-cols-2 rounded-xl bg-slate-100 p-1">
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            type="button"
            role="tab"
            id={`auth-tab-${tab.mode}`}
            aria-selected={mode === tab.mode}
            aria-controls={`auth-panel-${tab.mode}`}
            tabIndex={mode === tab.mode ? 0 : -1}
            onClick={() => setMode(tab.mode)}
            onKeyDown={(event) => {
              // ARIA tabs: the arrow keys move between the two tabs.
              if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
              const next = mode === "signin" ? "signup" : "signin";
              setMode(next);
              document.getElementById(`auth-tab-${next}`)?.focus();
            }}
            className={cn(
              "h-10 rounded-lg text-sm font-semibold transition-colors",
              mode === tab.mode ? "bg-white text-ink shadow-sm" : "text-slate-600 hover:text-ink",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`auth-panel-${mode}`} aria-labelledby={`auth-tab-${mode}`}>
        {mode === "signin" ? (
          <LoginForm idPrefix="auth-login" onSuccess={onSignedIn} onBeforeSubmit={onBeforeSubmit} />
        ) : (
          <SignupForm
            key={userType}
            defaultType={userType}
            onSuccess={onSignedUp}
            onBeforeSubmit={onBeforeSubmit}
          />
        )}
      </div>
    </AuthLayout>
  );
}
