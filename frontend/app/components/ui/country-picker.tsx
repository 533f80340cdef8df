import { ChevronsUpDown, Globe } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { type CountryOption, countryLabel } from "./countries";
import { fieldClass } from "./input";

/** Where the highlight starts when the list opens: the chosen country, the first or the last. */
export type Highlight = "current" | "first" | "last";

// The list (Radix Popover, cmdk and the country search) is most of the picker's code and most
// visitors never open it: it loads when the pointer or the focus reaches the picker (decision 0013).
const loadList = () => import("./country-picker-list");
const CountryPickerList = lazy(() => loadList().then((module) => ({ default: module.CountryPickerList })));
const preloadList = () => {
  loadList().catch(() => undefined); // opening it tries again, and shows the error there
};

interface CountryPickerProps {
  id?: string;
  /** Two-letter lowercase code, or '' when no country is chosen. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** The countries offered: every sovereign state unless given. */
  countries?: CountryOption[];
}

/**
 * The searchable country picker: open or closed; choosing closes it; choosing the
 * chosen country again clears it; 'No country found.' when nothing matches. A search finds a
 * country by its name, its code ('de', 'deu') or a common alias ('uk', 'usa'), best match first.
 * It opens at the chosen country and behaves like a WAI-ARIA combobox: ArrowDown, Alt+ArrowDown,
 * Enter or Space (or a letter, which starts the search) open it; arrows, Home and End move;
 * Enter chooses; Escape closes. The countries the job search serves come first, marked.
 */
export function CountryPicker({ id, value, onChange, className, countries }: CountryPickerProps) {
  const [opened, setOpened] = useState<{ at: Highlight; search: string } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const open = opened !== null;

  function openAt(at: Highlight, search = "") {
    setOpened({ at, search });
  }

  function close() {
    setOpened(null);
  }

  function choose(code: string) {
    onChange(code === value ? "" : code);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const { key } = event;
    // Open while the list's code is on its way (the list takes the keys once it is there):
    // Escape means no list, now and when the code arrives.
    if (open) {
      if (key === "Escape") close();
      return;
    }
    let at: Highlight | null = null;
    if (key === "ArrowDown" || key === "ArrowUp") at = "current";
    else if (key === "Home") at = "first";
    else if (key === "End") at = "last";
    if (at) {
      event.preventDefault();
      openAt(at);
    } else if (key.length === 1 && key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault(); // the letter starts the search instead of being lost
      openAt("first", key);
    }
  }

  return (
    <>
      <button
        ref={trigger}
        id={id}
        type="button"
        role="combobox"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? listId : undefined}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        // Left before the list's code arrived (the list, once there, holds the focus itself): the
        // seeker went elsewhere, and a list that opens later would cover what they went to.
        onBlur={() => {
          if (open && !document.getElementById(listId)) close();
        }}
        onClick={() => (open ? close() : openAt("current"))}
        onKeyDown={onKeyDown}
        className={cn(fieldClass, "flex items-center gap-2 text-left", className)}
      >
        <Globe aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className={cn("flex-1 truncate", !value && "text-slate-500")}>
          {value ? countryLabel(value) : "Select country"}
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <CountryPickerList
            id={listId}
            anchor={trigger}
            value={value}
            countries={countries}
            at={opened.at}
            initialSearch={opened.search}
            onChoose={choose}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
