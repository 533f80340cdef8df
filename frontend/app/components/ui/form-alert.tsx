import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A form's or a link's failure, announced (role=alert): the red box with its icon. */
export function FormAlert({ message, className }: { message: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        "flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
