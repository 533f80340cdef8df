import { createContext, lazy, type ReactNode, Suspense, useContext, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import type { AlertSearch } from "../lib/alert-search";

// The dialog, its form and validation load on the first click, and the button has no icon: the
// results pages' JavaScript budget is tight (decision 0013) and most visitors never open it.
const AlertDialog = lazy(() => import("./alert-dialog"));

const OpenAlertDialog = createContext<(search: AlertSearch) => void>(() => {
  throw new Error("An AlertButton needs an AlertDialogHost around it");
});

/**
 * The one alert dialog of a results page, around everything that may show its buttons. A results
 * page swaps the view a button is in (the header while the answer loads, 'looking for new
 * listings', the empty state, each with a button of its own or none) while the dialog's code is
 * still loading: a dialog kept by its button was lost with it, and the click with it. Leaving the
 * page unmounts the host, so a dialog never comes back on its own.
 */
export function AlertDialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<AlertSearch | null>(null);
  return (
    <OpenAlertDialog.Provider value={setOpen}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <AlertDialog search={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </OpenAlertDialog.Provider>
  );
}

/** 'Get alerts for this search' on a results page: opens the alert dialog for the search shown. */
export function AlertButton({ search, className }: { search: AlertSearch; className?: string }) {
  const open = useContext(OpenAlertDialog);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => open(search)}
      className={buttonClass("outline", "sm", className)}
    >
      Get alerts for this search
    </button>
  );
}
