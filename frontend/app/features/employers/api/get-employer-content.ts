import type { Faq, Plan } from "~/content/types";
import { api } from "~/lib/api-client";

export interface EmployerContent {
  plans: Plan[];
  faqs: Faq[];
}

export async function fetchEmployerContent(): Promise<EmployerContent> {
  const [pricing, faqs] = await Promise.all([api.GET("/api/content/pricing"), api.GET("/api/content/faqs")]);
  if (!pricing.data || !faqs.data) throw new Error("Could not load the employer page");
  return { plans: pricing.data, faqs: faqs.data.employers };
}
