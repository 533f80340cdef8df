import { Building2, CircleHelp, UserRound } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { useCompany } from "~/lib/queries/company";
import type { Account } from "~/lib/queries/session";
import { CompanyProfileForm } from "./company-profile-form";
import { SeekerProfileForm } from "./seeker-profile-form";

interface OnboardingScreenProps {
  account: Account;
  onSeekerDone: () => void;
  onCompanyDone: () => void;
}

function Frame({
  title,
  lead,
  icon,
  children,
}: {
  title: string;
  lead: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
            {icon}
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
            <p className="mt-1 text-slate-600">{lead}</p>
          </div>
        </div>
        <Card className="mt-8 p-6 sm:p-8">{children}</Card>
      </div>
    </div>
  );
}

function CompanyOnboarding({ onDone }: { onDone: () => void }) {
  const company = useCompany();
  if (company.isPending) return <Spinner label="Loading your company..." />;
  const data = company.data;
  return (
    <CompanyProfileForm
      companyName={data?.name}
      initial={
        data ? { description: data.description, website: data.website, logo_url: data.logo_url } : undefined
      }
      onDone={onDone}
    />
  );
}

/** /onboarding: the account's user_type picks the form (job seeker or company). */
export function OnboardingScreen({ account, onSeekerDone, onCompanyDone }: OnboardingScreenProps) {
  if (account.user_type === "job_seeker") {
    const profile = account.seeker_profile;
    return (
      <Frame
        title="Complete Your Job Seeker Profile"
        lead="Tell employers about your experience. Every field is optional and you can change it later."
        icon={<UserRound aria-hidden="true" className="size-6" />}
      >
        <SeekerProfileForm
          initial={
            profile
              ? {
                  experience_years: profile.experience_years == null ? "" : String(profile.experience_years),
                  skills: profile.skills,
                  resume_url: profile.resume_url,
                }
              : undefined
          }
          onDone={onSeekerDone}
        />
      </Frame>
    );
  }
  if (account.user_type === "company") {
    return (
      <Frame
        title="Complete Your Company Profile"
        lead="Candidates read this next to your job posts. Every field is optional and you can change it later."
        icon={<Building2 aria-hidden="true" className="size-6" />}
      >
        <CompanyOnboarding onDone={onCompanyDone} />
      </Frame>
    );
  }
  return (
    <Frame
      title="Unknown User Type"
      lead="Your account has no job seeker or company type, so there is no profile to complete. Please contact us."
      icon={<CircleHelp aria-hidden="true" className="size-6" />}
    >
      <p className="text-slate-700">
        Signed in as <strong>{account.email}</strong>.
      </p>
    </Frame>
  );
}
