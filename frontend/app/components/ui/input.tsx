import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const fieldClass =
  "h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm";

/** A text field; pass `icon` for a leading icon (the field pads itself to make room). */
export function Input({ className, icon, ...props }: ComponentProps<"input"> & { icon?: React.ReactNode }) {
  if (!icon) return <input className={cn(fieldClass, className)} {...props} />;
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
        {icon}
      </span>
      <input className={cn(fieldClass, "pl-10", className)} {...props} />
    </div>
  );
}

/** A visible label above a field. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("mb-1.5 block text-sm font-medium text-slate-700", className)} {...props} />;
}
