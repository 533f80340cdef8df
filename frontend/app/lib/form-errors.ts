import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ServerFieldError } from "./api-error";

/**
 * Puts the server's field errors under the matching fields; returns the ones that match no field
 * (the caller shows those in a toast or a banner). `fieldMap` renames server fields to form fields.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: readonly ServerFieldError[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldMap: Partial<Record<string, Path<T>>> = {},
): ServerFieldError[] {
  const unmatched: ServerFieldError[] = [];
  for (const error of errors) {
    const name = error.field ? (fieldMap[error.field] ?? (error.field as Path<T>)) : undefined;
    if (name && fields.includes(name)) {
      setError(name, { type: error.code ?? "server", message: error.message }, { shouldFocus: true });
    } else {
      unmatched.push(error);
    }
  }
  return unmatched;
}
