import { Briefcase, ExternalLink } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { groupDigits } from "~/lib/en-us-format";
import { isHttpUrl } from "~/lib/http-url";
import type { Company } from "../types";

const EXTERNAL = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;

/** 'AC' for 'Acme Cloud': stands in for a logo the company has not given (or that fails to load). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join("") || "?"
  );
}

function CompanyMark({ company }: { company: Company }) {
  const logo = company.profile?.logo_url;
  const [broken, setBroken] = useState(false);
  const box = "grid size-16 shrink-0 place-items-center overflow-hidden rounded-2xl sm:size-20";
  if (isHttpUrl(logo) && !broken) {
    return (
      <span className={`${box} bg-white ring-1 ring-slate-200`}>
        <img
          src={logo}
          alt={`${company.name} logo`}
          width={80}
          height={80}
          className="size-full object-contain p-1.5"
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
        />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={`${box} bg-brand-600 text-xl font-bold text-white sm:text-2xl`}>
      {initials(company.name)}
    </span>
  );
}

export function openJobsLabel(total: number): string {
  return total === 1 ? "1 open IT job" : `${groupDigits(total)} open IT jobs`;
}

/** The company's name, logo, how many jobs it has open and its website (http(s) only). */
export function CompanyHeader({ company }: { company: Company }) {
  const website = company.profile?.website;
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:p-8">
      <CompanyMark company={company} />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl leading-tight font-bold tracking-tight text-ink sm:text-3xl">
          {company.name}
        </h1>
        <p className="mt-1.5 flex items-center gap-2 text-slate-600">
          <Briefcase aria-hidden="true" className="size-4 text-slate-500" />
          <span data-testid="company-open-jobs">{openJobsLabel(company.total)}</span>
        </p>
      </div>
      {isHttpUrl(website) ? (
        <a
          href={website}
          {...EXTERNAL}
          className={buttonClass("outline", "md", "shrink-0 self-start sm:self-center")}
        >
          Visit website
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> of {company.name} (opens in a new tab)</span>
        </a>
      ) : null}
    </Card>
  );
}
