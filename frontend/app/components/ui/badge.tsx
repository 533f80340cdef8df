import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type Tone = "neutral" | "brand" | "green" | "amber" | "violet";

export function badgeClass(tone: Tone = "neutral", className?: string): string {
  return cn("ui-badge", `ui-badge-${tone}`, className);
}

export function Badge({ tone, className, ...props }: ComponentProps<"span"> & { tone?: Tone }) {
  return <span className={badgeClass(tone, className)} {...props} />;
}
