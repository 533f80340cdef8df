import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { asApiError } from "~/lib/api-error";
import { applyServerErrors } from "~/lib/form-errors";
import { toast } from "~/lib/toast-store";

/**
 * A refused profile save, the same for both profile forms: a lost session asks to log in again;
 * otherwise the server's field messages go under their fields and the form's own failure toast shows.
 */
export function reportProfileSaveError<T extends FieldValues>(
  caught: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  failure: string,
): void {
  const error = asApiError(caught);
  if (error.status === 401 || error.status === 403) {
    toast({ title: "Error", description: "Please log in again", variant: "destructive" });
    return;
  }
  applyServerErrors(error.errors, setError, fields);
  toast({ title: "Error", description: failure, variant: "destructive" });
}
