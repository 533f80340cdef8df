import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** The white, rounded surface used by job cards, sidebars and info panels. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("ui-card", className)} {...props} />;
}
