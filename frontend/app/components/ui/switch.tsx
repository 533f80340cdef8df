import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type SwitchProps = Omit<ComponentProps<"input">, "type" | "onChange" | "checked"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off toggle: a native checkbox with the switch role, so it needs no script of its own
 * (keyboard, label and form behaviour come from the browser).
 */
export function Switch({ className, checked = false, onCheckedChange, ...props }: SwitchProps) {
  return (
    <span className={cn("relative inline-flex h-6 w-11 shrink-0", className)}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        readOnly={!onCheckedChange}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}
