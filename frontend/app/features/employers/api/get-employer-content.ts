import type { Faq, Plan } from "~/content/types";
import { api } from "~/lib/api-client";
import { apiRequest } from "~/lib/api-request";

export interface EmployerContent {
  plans: Plan[];
  faqs: Faq[];
}

export async function fetchEmployerContent(): Promise<EmployerContent> {
  const fallback = "Could not load the employer page";
  const [plans, faqs] = await Promise.all([
    apiRequest(() => api.GET("/api/content/pricing"), { fallback }),
    apiRequest(() => api.GET("/api/content/faqs"), { fallback }),
  ]);
  return { plans, faqs: faqs.employers };
}
