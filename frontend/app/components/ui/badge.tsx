import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type Tone = "neutral" | "brand" | "green" | "amber" | "violet";

const TONES: Record<Tone, string> = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  brand: "bg-brand-50 text-brand-700 ring-brand-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
};

export function badgeClass(tone: Tone = "neutral", className?: string): string {
  return cn(
    "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
    TONES[tone],
    className,
  );
}

export function Badge({ tone, className, ...props }: ComponentProps<"span"> & { tone?: Tone }) {
  return <span className={badgeClass(tone, className)} {...props} />;
}
