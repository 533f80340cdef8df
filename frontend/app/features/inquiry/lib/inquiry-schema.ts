import { z } from "~/lib/zod";

// The server's own messages (backend/itjobs/employers: REQUIRED_FIELD_*, TYPE_EMAIL, TYPE_TEXT), so a
// message reads the same whichever side finds the problem.
function required(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export const inquirySchema = z.object({
  name: required("Name", 200),
  company: required("Company", 200),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Email must be a valid email address")),
  message: z.string().trim().max(5000, "Message must be at most 5000 characters"),
  privacy_consent: z.boolean().refine((value) => value, "You must agree to the privacy policy"),
  // Honeypot: hidden from people, so anything in it came from a bot. Sent as is; the server drops it.
  website: z.string(),
});
export type InquiryValues = z.infer<typeof inquirySchema>;

export const INQUIRY_FIELDS = ["name", "company", "email", "message", "privacy_consent"] as const;

/** The server's answer to a form token that is missing, forged or too old (then a fresh one is fetched). */
export const FORM_EXPIRED = "This form has expired. Please reload the page and try again.";
