import { ChevronDown } from "lucide-react";

interface FaqItem {
  question: string;
  answer: string;
}

const LAYOUTS = {
  /** One framed list, a line between questions, all closed. */
  divided: {
    list: "divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white",
    item: "group p-5 [&_summary::-webkit-details-marker]:hidden",
    summary: "",
    answer: "leading-relaxed text-slate-600",
    open: false,
  },
  /** A card per question, all open. */
  cards: {
    list: "grid gap-3",
    item: "group rounded-xl border border-slate-200 bg-white p-5 shadow-sm",
    summary: " [&::-webkit-details-marker]:hidden",
    answer: "text-slate-700",
    open: true,
  },
} as const;

/** Questions and answers as native disclosure widgets: keyboard and screen-reader friendly, no script. */
export function FaqList({ faqs, layout }: { faqs: FaqItem[]; layout: keyof typeof LAYOUTS }) {
  const styles = LAYOUTS[layout];
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq.question} className={styles.item} open={styles.open || undefined}>
          <summary
            className={`flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink${styles.summary}`}
          >
            {faq.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className={`mt-3 ${styles.answer}`}>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
