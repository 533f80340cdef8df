import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Card } from "~/components/ui/card";
import type { LegalSection } from "~/content/types";

interface LegalDocumentProps {
  title: string;
  lead?: ReactNode;
  sections: LegalSection[];
}

/** Several short lines (an address, phone and e-mail) read as one block, not as paragraphs. */
function isAddressBlock(section: LegalSection): boolean {
  return section.paragraphs.length > 1 && section.paragraphs.every((line) => line.length <= 60);
}

/** Impressum, Terms of Service and Privacy Policy share one readable layout. */
export function LegalDocument({ title, lead, sections }: LegalDocumentProps) {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: title }]} />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          {lead ? <p className="mt-3 text-lg text-slate-600">{lead}</p> : null}
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Card className="grid gap-8 p-6 sm:p-10">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-xl font-semibold text-ink">{section.heading}</h2>
              {isAddressBlock(section) ? (
                <address className="mt-3 grid gap-0.5 leading-relaxed text-slate-700 not-italic">
                  {section.paragraphs.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              ) : (
                section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))
              )}
            </section>
          ))}
        </Card>
      </div>
    </>
  );
}
