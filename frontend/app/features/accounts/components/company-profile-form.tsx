import { zodResolver } from "@hookform/resolvers/zod";
import { Globe, Image } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField, Textarea } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/lib/toast-store";
import { useSaveCompanyProfile } from "../api/profiles";
import { reportProfileSaveError } from "../lib/profile-save-error";
import { type CompanyProfileValues, companyProfileSchema } from "../lib/schemas";

const FIELDS = ["description", "website", "logo_url"] as const;

interface CompanyProfileFormProps {
  companyName?: string;
  initial?: Partial<CompanyProfileValues>;
  onDone: () => void;
}

/** 'Complete Your Company Profile': a description (10+ characters), website and logo URLs (all optional). */
export function CompanyProfileForm({ companyName, initial, onDone }: CompanyProfileFormProps) {
  const save = useSaveCompanyProfile();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<CompanyProfileValues>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: { description: "", website: "", logo_url: "", ...initial },
  });

  async function submit(values: CompanyProfileValues) {
    try {
      await save.mutateAsync(values);
    } catch (caught) {
      reportProfileSaveError(caught, setError, FIELDS, "Failed to update profile. Please try again.");
      return;
    }
    toast({
      title: "Profile Updated",
      description: "Your company profile has been completed successfully",
    });
    onDone();
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-6" aria-label="Company profile">
      {companyName ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          Company: <strong className="text-ink">{companyName}</strong>
        </p>
      ) : null}
      <FormField
        control={control}
        name="description"
        id="description"
        label="Company description"
        optional
        hint="What you build, your team and what it is like to work with you (at least 10 characters)."
      >
        {(field) => <Textarea {...field} rows={5} />}
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField control={control} name="website" id="website" label="Website" optional>
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://company.com"
              icon={<Globe aria-hidden="true" className="size-4" />}
            />
          )}
        </FormField>
        <FormField control={control} name="logo_url" id="logo_url" label="Logo URL" optional>
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://company.com/logo.png"
              icon={<Image aria-hidden="true" className="size-4" />}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Complete Profile"}
      </Button>
    </form>
  );
}
