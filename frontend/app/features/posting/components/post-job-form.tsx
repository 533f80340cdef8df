import { zodResolver } from "@hookform/resolvers/zod";
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { countryLabel } from "~/components/ui/countries";
import { FormField, Textarea } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { asApiError } from "~/lib/api-error";
import { applyServerErrors } from "~/lib/form-errors";
import { explanationAfterTitleChange } from "../lib/canned-explanation";
import {
  JOB_TYPES,
  POST_COUNTRIES,
  POST_JOB_FIELDS,
  type PostJobValues,
  postJobSchema,
} from "../lib/post-job-schema";

/** Saves the post; a failure throws an ApiError, whose field errors the form shows. */
export type PostJobSubmit = (values: PostJobValues) => Promise<void>;

interface PostJobFormProps {
  company: string;
  contactEmail: string;
  initial?: Partial<PostJobValues>;
  submitLabel?: string;
  busyLabel?: string;
  onSubmit: PostJobSubmit;
  /** Shown above the button, e.g. the plan cap notice. */
  notice?: ReactNode;
}

const readOnlyHint = (
  <span className="inline-flex items-center gap-1">
    <Lock aria-hidden="true" className="size-3" /> From your company account.
  </span>
);

/** The post-job form; the company name and contact e-mail come from the account, read-only. */
export function PostJobForm({
  company,
  contactEmail,
  initial,
  submitLabel = "Post Job",
  busyLabel = "Posting...",
  onSubmit,
  notice,
}: PostJobFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PostJobValues>({
    resolver: zodResolver(postJobSchema),
    defaultValues: {
      title: "",
      explanation: "",
      location: "",
      country: "us",
      job_type: "",
      salary: "",
      description: "",
      requirements: "",
      ...initial,
      company,
      contact_email: contactEmail,
    },
  });

  // A new title rewrites the explanation while it is still the canned one.
  const titleRules = {
    onChange: (event: { target: { value: string } }) => {
      const next = explanationAfterTitleChange(event.target.value, getValues("explanation"));
      if (next !== null) setValue("explanation", next, { shouldValidate: !!errors.explanation });
    },
  };

  async function submit(values: PostJobValues) {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(asApiError(error).errors, setError, POST_JOB_FIELDS);
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-6" aria-label="Post a job">
      <FormField control={control} name="title" id="title" label="Job title" rules={titleRules}>
        {(field) => <Input {...field} placeholder="e.g. Senior Frontend Developer" />}
      </FormField>
      <FormField
        control={control}
        name="explanation"
        id="explanation"
        label="Job explanation"
        hint="A short pitch shown under the title in search results (at least 30 characters)."
      >
        {(field) => <Textarea {...field} rows={3} />}
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField control={control} name="company" id="company" label="Company name" hint={readOnlyHint}>
          {(field) => <Input {...field} readOnly className="bg-slate-50 text-slate-700" />}
        </FormField>
        <FormField control={control} name="location" id="location" label="Location">
          {(field) => <Input {...field} placeholder="e.g. Berlin, Germany or Remote" />}
        </FormField>
        <FormField control={control} name="country" id="country" label="Country">
          {(field) => (
            <Select {...field}>
              {POST_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryLabel(code)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField control={control} name="job_type" id="job_type" label="Job type">
          {(field) => (
            <Select {...field}>
              <option value="">Select a job type</option>
              {JOB_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField control={control} name="salary" id="salary" label="Salary range" className="sm:col-span-2">
          {(field) => <Input {...field} placeholder="e.g. $120,000 - $150,000 per year" />}
        </FormField>
      </div>
      <FormField
        control={control}
        name="description"
        id="description"
        label="Description"
        hint="At least 50 characters."
      >
        {(field) => <Textarea {...field} rows={7} />}
      </FormField>
      <FormField
        control={control}
        name="requirements"
        id="requirements"
        label="Requirements"
        hint="At least 30 characters."
      >
        {(field) => <Textarea {...field} rows={5} />}
      </FormField>
      <FormField
        control={control}
        name="contact_email"
        id="contact_email"
        label="Contact email"
        hint={readOnlyHint}
      >
        {(field) => <Input {...field} type="email" readOnly className="bg-slate-50 text-slate-700" />}
      </FormField>
      {notice}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
