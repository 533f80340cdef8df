import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A grey pulsing block that holds the place of content that is loading. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("ui-skeleton", className)} {...props} />;
}
