import { ChevronDown } from "lucide-react";
import type { Faq } from "~/content/types";

/** The employer FAQ as native disclosure widgets: keyboard and screen-reader friendly, no script. */
export function EmployerFaq({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="grid gap-3">
      {faqs.map((faq) => (
        <details
          key={faq.question}
          className="group rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          open
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
