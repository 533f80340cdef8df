import type { ComponentProps, ReactNode } from "react";
import {
  type Control,
  type FieldError as FieldErrorState,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormRegisterReturn,
  useFormState,
} from "react-hook-form";
import { cn } from "~/lib/cn";
import { fieldClass, Label } from "./input";

/** Red border and ring while the control is marked invalid. */
const invalidFieldClass = "aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20";

/**
 * What a field hands its control: the id its label points at, the ARIA that ties it to its hint and
 * error, the invalid look, and react-hook-form's registration (name, ref, onChange, onBlur).
 */
export type FieldControl<T extends FieldValues, N extends FieldPath<T>> = UseFormRegisterReturn<N> & {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

interface FieldProps<T extends FieldValues, N extends FieldPath<T>> {
  /** The form's `control` from useForm. */
  control: Control<T>;
  name: N;
  id: string;
  /** Passed to register(), e.g. an extra onChange. */
  rules?: RegisterOptions<T, N>;
}

/** The field's current error message, read from the form's state (only this field re-renders). */
function useFieldError<T extends FieldValues>(control: Control<T>, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control, name, exact: true });
  const state: FieldErrorState | undefined = get(errors, name);
  return state?.message || undefined;
}

interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldProps<T, N> {
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  /** Renders the control: spread `field` on an Input, Select or Textarea. */
  children: (field: FieldControl<T, N>) => ReactNode;
}

/**
 * A form field wired to react-hook-form: its label, its control, its hint and its error, announced
 * through aria-describedby. Every account, inquiry and job-post form builds its fields with it.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  id,
  rules,
  label,
  hint,
  optional,
  className,
  children,
}: FormFieldProps<T, N>) {
  const error = useFieldError(control, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: invalidFieldClass,
        ...control.register(name, rules),
      })}
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {hint && error ? (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's error in red, under the field. */
function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A native checkbox wired to react-hook-form, its label beside it (the label may hold links). */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  id,
  rules,
  label,
  className,
}: FieldProps<T, N> & { label: ReactNode; className?: string }) {
  const error = useFieldError(control, name);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
          {...control.register(name, rules)}
        />
        <label htmlFor={id} className="text-sm leading-snug text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A multi-line text field styled like the single-line ones (FormField passes the invalid look). */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea className={cn(fieldClass, "h-auto min-h-28 py-2.5 leading-relaxed", className)} {...props} />
  );
}
