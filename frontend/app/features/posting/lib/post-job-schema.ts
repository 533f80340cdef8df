import { SERVED_COUNTRIES } from "~/components/ui/countries";
import { z } from "~/lib/zod";

export const JOB_TYPES = [
  { value: "full-time", label: "Full-time" },
  { value: "part-time", label: "Part-time" },
  { value: "contract", label: "Contract" },
  { value: "freelance", label: "Freelance" },
  { value: "internship", label: "Internship" },
] as const;
export type JobType = (typeof JOB_TYPES)[number]["value"];
// The countries the job search filters by (the generated client's enum), the search select's five first.
export const POST_COUNTRIES = SERVED_COUNTRIES;

const JOB_TYPE_VALUES = JOB_TYPES.map((type) => type.value) as [JobType, ...JobType[]];

/** Trimmed text of min..max characters: the given message when short, '<name> must be at most N' when long. */
function text(name: string, min: number, max: number, short: string) {
  return z.string().trim().min(min, short).max(max, `${name} must be at most ${max} characters.`);
}

// A field's message when it is missing or too short is fixed text, word for word; the 'at most'
// messages follow their style (the server's wording).
export const postJobSchema = z.object({
  title: text("Job title", 5, 200, "Job title must be at least 5 characters."),
  explanation: text("Job explanation", 30, 2000, "Job explanation must be at least 30 characters."),
  company: z.string().trim().min(2, "Company name must be at least 2 characters."),
  location: text("Location", 2, 200, "Location must be at least 2 characters."),
  country: z
    .string()
    .refine((value) => (POST_COUNTRIES as readonly string[]).includes(value), "Please select a country."),
  job_type: z
    .string()
    .refine((value) => JOB_TYPE_VALUES.includes(value as JobType), "Please select a job type."),
  salary: text("Salary information", 1, 100, "Salary information is required."),
  description: text("Description", 50, 20000, "Description must be at least 50 characters."),
  requirements: text("Requirements", 30, 10000, "Requirements must be at least 30 characters."),
  contact_email: z.string().trim().pipe(z.email("Please enter a valid email address.")),
});
export type PostJobValues = z.infer<typeof postJobSchema>;

export const POST_JOB_FIELDS = [
  "title",
  "explanation",
  "company",
  "location",
  "country",
  "job_type",
  "salary",
  "description",
  "requirements",
  "contact_email",
] as const satisfies readonly (keyof PostJobValues)[];
