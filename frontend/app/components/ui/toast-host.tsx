import { lazy, Suspense, useRef } from "react";
import { useToasts } from "~/lib/toast-store";

// Radix Toast is ~6 KB gzip that most visits never use: load it with the first toast.
const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Mounts the toaster once something has been toasted, and keeps it mounted after that. */
export function ToastHost() {
  const toasts = useToasts();
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
