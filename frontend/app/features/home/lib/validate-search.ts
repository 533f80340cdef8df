import type { ToastInput } from "~/lib/toast-store";

export interface HeroFields {
  keyword: string;
  location: string;
  country: string;
}

/** What is wrong with a hero search, as the toast to show; null when it can go ahead. */
export function heroSearchError(fields: HeroFields): ToastInput | null {
  if (!fields.keyword.trim() && !fields.location.trim()) {
    return {
      title: "Search fields empty",
      description: "Please enter at least a job title or location.",
      variant: "destructive",
    };
  }
  if (!fields.country) return { title: "Country Required", description: "Please select a country." };
  return null;
}

/** A popular search needs a country first. */
export function popularSearchError(country: string): ToastInput | null {
  return country ? null : { title: "Country Required", description: "Please select a country first." };
}
