import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { asApiError } from "~/lib/api-error";
import { applyServerErrors } from "~/lib/form-errors";
import { toast } from "~/lib/toast-store";
import { useDeleteAccount } from "../api/account-data";
import { type DeleteAccountValues, deleteAccountSchema } from "../lib/schemas";

/** Account deletion, confirmed with the password; profile, company and posts go with it. */
interface DeleteAccountDialogProps {
  isCompany: boolean;
  onBeforeDelete: () => void;
  onDeleted: () => void;
}

export function DeleteAccountDialog({ isCompany, onBeforeDelete, onDeleted }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });

  async function submit(values: DeleteAccountValues) {
    onBeforeDelete();
    try {
      await remove.mutateAsync(values.password);
    } catch (caught) {
      const error = asApiError(caught);
      const rest = applyServerErrors(error.errors, setError, ["password"]);
      if (rest.length > 0 || error.errors.length === 0) {
        toast({ title: "Error", description: error.message, variant: "destructive" });
      }
      return;
    }
    setOpen(false);
    toast({ title: "Account deleted", description: "Your account and its data have been deleted." });
    onDeleted();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      title="Delete your account?"
      description={`This permanently deletes your account${isCompany ? ", your company and all its job posts" : ", your profile and your saved jobs"}, and your job alerts. It cannot be undone.`}
      trigger={
        <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
      }
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" aria-label="Delete account">
        <FormField control={control} name="password" id="delete-password" label="Confirm with your password">
          {(field) => <Input {...field} type="password" autoComplete="current-password" />}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" className="bg-red-600 hover:bg-red-700" disabled={isSubmitting}>
            {isSubmitting ? "Deleting..." : "Delete permanently"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
