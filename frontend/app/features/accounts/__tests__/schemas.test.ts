import { describe, expect, it } from "vitest";
import { safeNext } from "../lib/safe-next";
import { companyProfileSchema, seekerProfileSchema, signupSchema } from "../lib/schemas";

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // The first message per field: the one the form shows.
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

const SIGNUP = {
  user_type: "company",
  company_name: "Acme",
  email: "hr@acme.io",
  password: "long-enough",
  terms: true,
};

describe("signupSchema", () => {
  it("accepts a complete company sign-up", () => {
    expect(signupSchema.safeParse(SIGNUP).success).toBe(true);
  });

  it("needs a company name of 2+ characters for companies only", () => {
    expect(messages(signupSchema.safeParse({ ...SIGNUP, company_name: " A " }))).toEqual({
      company_name: "Company name must be at least 2 characters.",
    });
    expect(signupSchema.safeParse({ ...SIGNUP, user_type: "job_seeker", company_name: "" }).success).toBe(
      true,
    );
  });

  it("uses the server's wording for e-mail, password, type and terms", () => {
    expect(
      messages(
        signupSchema.safeParse({
          user_type: "",
          company_name: "",
          email: "x",
          password: "short",
          terms: false,
        }),
      ),
    ).toEqual({
      user_type: "Please choose an account type.",
      email: "Invalid email address",
      password: "This password is too short. It must contain at least 8 characters.",
      terms: "You must accept the terms to continue",
    });
    expect(messages(signupSchema.safeParse({ ...SIGNUP, password: "" })).password).toBe(
      "Password is required",
    );
  });

  it("refuses an all-digit password with Django's wording before asking the server", () => {
    expect(messages(signupSchema.safeParse({ ...SIGNUP, password: "1234567890" })).password).toBe(
      "This password is entirely numeric.",
    );
  });
});

describe("seekerProfileSchema", () => {
  const valid = { experience_years: "", skills: [], resume_url: "" };

  it("treats every field as optional", () => {
    expect(seekerProfileSchema.safeParse(valid).success).toBe(true);
  });

  it.each(["0", "50"])("accepts %s years", (years) => {
    expect(seekerProfileSchema.safeParse({ ...valid, experience_years: years }).success).toBe(true);
  });

  it.each(["-1", "51", "2.5", "ten"])("rejects %s years", (years) => {
    expect(messages(seekerProfileSchema.safeParse({ ...valid, experience_years: years }))).toEqual({
      experience_years: "Experience must be a whole number of years from 0 to 50.",
    });
  });

  it("needs an http(s) résumé URL", () => {
    expect(messages(seekerProfileSchema.safeParse({ ...valid, resume_url: "javascript:alert(1)" }))).toEqual({
      resume_url: "Please enter a valid URL.",
    });
    expect(seekerProfileSchema.safeParse({ ...valid, resume_url: "https://cv.example/me.pdf" }).success).toBe(
      true,
    );
  });
});

describe("companyProfileSchema", () => {
  it("needs 10+ characters of description when one is given, and valid URLs", () => {
    expect(
      messages(
        companyProfileSchema.safeParse({
          description: "Too short",
          website: "acme",
          logo_url: "ftp://x.io/a.png",
        }),
      ),
    ).toEqual({
      description: "Description must be at least 10 characters.",
      website: "Please enter a valid URL.",
      logo_url: "Please enter a valid URL.",
    });
    expect(companyProfileSchema.safeParse({ description: "", website: "", logo_url: "" }).success).toBe(true);
  });
});

describe("safeNext", () => {
  it("keeps same-site paths and refuses other origins", () => {
    expect(safeNext("/post-job")).toBe("/post-job");
    expect(safeNext("//evil.example")).toBe("/");
    expect(safeNext("https://evil.example")).toBe("/");
    expect(safeNext(null)).toBe("/");
  });
});
