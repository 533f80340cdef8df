import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/lib/toast-store";
import { useSaveSeekerProfile } from "../api/profiles";
import { reportProfileSaveError } from "../lib/profile-save-error";
import { EXPERIENCE_MAX, type SeekerProfileValues, seekerProfileSchema } from "../lib/schemas";
import { SkillsInput } from "./skills-input";

const FIELDS = ["experience_years", "skills", "resume_url"] as const;

interface SeekerProfileFormProps {
  initial?: Partial<SeekerProfileValues>;
  onDone: () => void;
}

/** 'Complete Your Job Seeker Profile': experience 0 to 50 years, skills, a résumé link (all optional). */
export function SeekerProfileForm({ initial, onDone }: SeekerProfileFormProps) {
  const save = useSaveSeekerProfile();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<SeekerProfileValues>({
    resolver: zodResolver(seekerProfileSchema),
    defaultValues: { experience_years: "", skills: [], resume_url: "", ...initial },
  });

  async function submit(values: SeekerProfileValues) {
    try {
      await save.mutateAsync(values);
    } catch (caught) {
      reportProfileSaveError(caught, setError, FIELDS, "Failed to update profile");
      return;
    }
    toast({ title: "Profile Updated", description: "Your profile has been completed successfully" });
    onDone();
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-6" aria-label="Job seeker profile">
      <FormField
        control={control}
        name="experience_years"
        id="experience_years"
        label="Years of experience"
        optional
        hint={`A whole number from 0 to ${EXPERIENCE_MAX}.`}
      >
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={0}
            max={EXPERIENCE_MAX}
            step={1}
            className={`max-w-40 ${field.className}`}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="skills"
        id="skills"
        label="Skills"
        optional
        hint="Press Enter or type a comma after each skill."
      >
        {({ id, "aria-invalid": invalid, "aria-describedby": describedBy }) => (
          <Controller
            control={control}
            name="skills"
            render={({ field }) => (
              <SkillsInput
                id={id}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="resume_url"
        id="resume_url"
        label="Résumé URL"
        optional
        hint="A link to your CV, e.g. on your website or a file share."
      >
        {(field) => (
          <Input {...field} type="url" inputMode="url" placeholder="https://example.com/resume.pdf" />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Complete Profile"}
      </Button>
    </form>
  );
}
