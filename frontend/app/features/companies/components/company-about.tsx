import { Building2, Layers } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { Company } from "../types";

/** What the employer says of itself, when it has an account here; else where these jobs come from. */
export function CompanyAbout({ company }: { company: Company }) {
  const description = company.profile?.description;
  return (
    // On a phone the employer's own words come before its jobs; the note on sources only beside them.
    <aside
      aria-label={`About ${company.name}`}
      className={`order-first grid content-start gap-6 lg:order-none ${description ? "" : "max-lg:hidden"}`}
    >
      {description ? (
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Building2 aria-hidden="true" className="size-5 text-brand-600" />
            About {company.name}
          </h2>
          <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-slate-700">{description}</p>
        </Card>
      ) : null}
      <Card className="bg-slate-50 p-6 max-lg:hidden">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
          <Layers aria-hidden="true" className="size-5 text-brand-600" />
          Every source in one place
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          {company.profile
            ? `${company.name} posts here directly; we add its openings from Adzuna and JSearch too.`
            : `Openings at ${company.name} from Adzuna, JSearch and direct posts.`}{" "}
          A job listed by several sources is shown once.
        </p>
      </Card>
    </aside>
  );
}
