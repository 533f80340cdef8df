import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, Send } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormField, Textarea } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { asApiError } from "~/lib/api-error";
import { applyServerErrors } from "~/lib/form-errors";
import { fetchInquiryFormToken, sendInquiry } from "../api/send-inquiry";
import { FORM_EXPIRED, INQUIRY_FIELDS, type InquiryValues, inquirySchema } from "../lib/inquiry-schema";

interface InquiryFormProps {
  onSent: () => void;
  /** Replaceable in tests; the real one posts to /api/employers/inquiries and throws an ApiError. */
  send?: (values: InquiryValues, formToken: string | null) => Promise<void>;
  /** Replaceable in tests; the real one asks the server for its signed 'form shown now' token. */
  getFormToken?: () => Promise<string>;
}

/** The server's 'form shown' token, asked for once when the form appears (and again after `renew`). */
function useFormToken(getFormToken: () => Promise<string>) {
  // undefined while it is being fetched; null when it could not be (the server then answers with
  // the form's own 'reload the page' message).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const load = useCallback(async () => {
    setToken(undefined);
    try {
      setToken(await getFormToken());
    } catch {
      setToken(null);
    }
  }, [getFormToken]);
  useEffect(() => {
    void load();
  }, [load]);
  return { token: token ?? null, loading: token === undefined, renew: load };
}

/** The contact form: the button waits for the privacy consent and reads 'Sending...' while sending. */
export function InquiryForm({
  onSent,
  send = sendInquiry,
  getFormToken = fetchInquiryFormToken,
}: InquiryFormProps) {
  // When the form was shown, signed by the server: it turns away replies faster than a person types.
  const formToken = useFormToken(getFormToken);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useForm<InquiryValues>({
    resolver: zodResolver(inquirySchema),
    defaultValues: { name: "", company: "", email: "", message: "", privacy_consent: false, website: "" },
  });
  const consent = watch("privacy_consent");

  async function submit(values: InquiryValues) {
    setFormErrors([]);
    try {
      await send(values, formToken.token);
    } catch (caught) {
      const error = asApiError(caught);
      // An expired or unreadable token: fetch a fresh one so the next try can pass.
      if (error.errors.some((item) => item.message === FORM_EXPIRED)) void formToken.renew();
      const rest = applyServerErrors(error.errors, setError, INQUIRY_FIELDS);
      // Errors for no field show above the button; so does a failure that names no field at all.
      setFormErrors(error.errors.length === 0 ? [error.message] : rest.map((item) => item.message));
      return;
    }
    onSent();
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5" aria-label="Post a Job Inquiry">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField control={control} name="name" id="inquiry-name" label="Name">
          {(field) => <Input {...field} autoComplete="name" />}
        </FormField>
        <FormField control={control} name="company" id="inquiry-company" label="Company">
          {(field) => <Input {...field} autoComplete="organization" />}
        </FormField>
      </div>
      <FormField control={control} name="email" id="inquiry-email" label="Email">
        {(field) => <Input {...field} type="email" autoComplete="email" placeholder="you@company.com" />}
      </FormField>
      <FormField control={control} name="message" id="inquiry-message" label="Message" optional>
        {(field) => (
          <Textarea {...field} rows={5} placeholder="Tell us about the roles you are hiring for." />
        )}
      </FormField>
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="inquiry-website">Website</label>
        <input id="inquiry-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <CheckboxField
        control={control}
        name="privacy_consent"
        id="inquiry-privacy"
        label="I agree to the privacy policy."
      />
      <p className="-mt-3 pl-8 text-xs text-slate-500">
        How we handle your data:{" "}
        <Link
          to="/privacy"
          target="_blank"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Privacy Policy
        </Link>
      </p>
      {formErrors.length > 0 ? (
        <div
          role="alert"
          className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            {formErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        </div>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={!consent || isSubmitting || formToken.loading}
      >
        <Send aria-hidden="true" className="size-4" />
        {isSubmitting ? "Sending..." : "Send Inquiry"}
      </Button>
    </form>
  );
}
