import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** The white, rounded surface used by job cards, sidebars and info panels. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("ui-card", className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("ui-card-title", className)} {...props} />;
}
