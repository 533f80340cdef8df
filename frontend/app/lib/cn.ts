import { type ClassValue, clsx } from "clsx";

/**
 * Join class names. Shared UI primitives style themselves with component-layer classes (app.css),
 * so a utility passed in `className` overrides them by the cascade, without a merging library.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
