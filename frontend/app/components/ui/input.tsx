import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** The look shared by text fields, selects, text areas and the country picker (app.css). */
export const fieldClass = "ui-field";

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
  return <label className={cn("ui-label", className)} {...props} />;
}
