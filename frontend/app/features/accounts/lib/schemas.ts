import { isHttpUrl } from "~/lib/http-url";
import { z } from "~/lib/zod";

// The forms' messages, word for word; the server answers with the same ones.
const termsAccepted = z.boolean().refine((value) => value, "You must accept the terms to continue");

export const loginSchema = z.object({
  email: z.string().trim().pipe(z.email("Invalid email address")),
  password: z.string().min(1, "Password is required"),
  terms: termsAccepted,
});
export type LoginValues = z.infer<typeof loginSchema>;

export const USER_TYPES = ["job_seeker", "company"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PASSWORD_MIN = 8;
/** What the server's password validators ask for (the e-mail and common-password checks stay there). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, not only digits, not your email address.`;
// Django's own validator wording, so the client and the server never disagree.
const newPassword = z
  .string()
  .min(1, "Password is required")
  .min(PASSWORD_MIN, `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`)
  .refine((value) => !/^\d+$/.test(value), "This password is entirely numeric.");

export const signupSchema = z
  .object({
    user_type: z.enum(USER_TYPES, "Please choose an account type."),
    company_name: z.string().trim().max(200, "Company name must be at most 200 characters."),
    email: z.string().trim().pipe(z.email("Invalid email address")),
    password: newPassword,
    terms: termsAccepted,
  })
  .superRefine((values, context) => {
    if (values.user_type !== "company" || values.company_name.length >= 2) return;
    context.addIssue({
      code: "custom",
      path: ["company_name"],
      message: "Company name must be at least 2 characters.",
    });
  });
export type SignupValues = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().pipe(z.email("Invalid email address")),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ["confirm"],
    message: "Passwords do not match",
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** Blank optional fields are sent as empty strings and pass; anything typed must be an http(s) URL. */
function optionalUrl(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || isHttpUrl(value), message);
}

export const EXPERIENCE_MAX = 50;
const SKILLS_INVALID = "Skills must be a list of up to 50 skills, each at most 50 characters.";

export const seekerProfileSchema = z.object({
  // Kept as text in the form (an empty box means "not said"), checked as a whole number 0 to 50.
  experience_years: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || (/^\d+$/.test(value) && Number(value) <= EXPERIENCE_MAX),
      `Experience must be a whole number of years from 0 to ${EXPERIENCE_MAX}.`,
    ),
  skills: z.array(z.string().trim().min(1).max(50, SKILLS_INVALID)).max(50, SKILLS_INVALID),
  resume_url: optionalUrl("Please enter a valid URL."),
});
export type SeekerProfileValues = z.infer<typeof seekerProfileSchema>;

export const companyProfileSchema = z.object({
  description: z
    .string()
    .trim()
    .refine((value) => value === "" || value.length >= 10, "Description must be at least 10 characters."),
  website: optionalUrl("Please enter a valid URL."),
  logo_url: optionalUrl("Please enter a valid URL."),
});
export type CompanyProfileValues = z.infer<typeof companyProfileSchema>;

export const deleteAccountSchema = z.object({ password: z.string().min(1, "Password is required") });
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;
