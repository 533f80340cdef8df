import { lazy, Suspense, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import type { AlertSearch } from "../lib/alert-search";

// The dialog, its form and validation load on the first click, and the button has no icon: the
// results pages' JavaScript budget is tight (decision 0013) and most visitors never open it.
const AlertDialog = lazy(() => import("./alert-dialog"));

/** 'Get alerts for this search' on a results page: opens the alert dialog for the search shown. */
export function AlertButton({ search, className }: { search: AlertSearch; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClass("outline", "sm", className)}
      >
        Get alerts for this search
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AlertDialog search={search} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
