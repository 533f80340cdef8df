import type { components } from "~/api/generated/schema";
import { FaqList } from "~/components/ui/faq-list";
import { SectionHeading } from "./section-heading";

type Faq = components["schemas"]["FaqOut"];

export function HomeFaq({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <SectionHeading id="faq-heading" title="Frequently Asked Questions" />
      <FaqList faqs={faqs} layout="divided" />
    </section>
  );
}
