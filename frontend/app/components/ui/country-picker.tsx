import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { Briefcase, Check, ChevronsUpDown, Globe } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import {
  type CountryOption,
  type CountrySection,
  countryLabel,
  countryOptions,
  countrySections,
} from "./countries";
import { fieldClass } from "./input";

interface CountryPickerProps {
  id?: string;
  /** Two-letter lowercase code, or '' when no country is chosen. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** The countries offered: every sovereign state unless given. */
  countries?: CountryOption[];
}

type Highlight = "current" | "first" | "last";

/** The country highlighted when the list opens or its search changes. */
function highlighted(sections: CountrySection[], current: string, at: Highlight): string {
  const options = sections.flatMap((section) => section.options);
  if (at === "current" && options.some((option) => option.value === current)) return current;
  const pick = at === "last" ? options.at(-1) : options[0];
  return pick?.value ?? "";
}

/** The list's scroll position that shows the highlighted country mid-list (not the page's: no jump). */
function scrollToHighlighted(list: HTMLElement | null): void {
  const item = list?.querySelector<HTMLElement>('[cmdk-item][aria-selected="true"]');
  if (!list || !item) return;
  list.scrollTop = item.offsetTop - (list.clientHeight - item.offsetHeight) / 2;
}

/**
 * The searchable country picker (spec §4/§5): open or closed; choosing closes it; choosing the
 * chosen country again clears it; 'No country found.' when nothing matches. A search finds a
 * country by its name, its code ('de', 'deu') or a common alias ('uk', 'usa'), best match first.
 * It opens at the chosen country and behaves like a WAI-ARIA combobox: ArrowDown, Alt+ArrowDown,
 * Enter or Space (or a letter, which starts the search) open it; arrows, Home and End move;
 * Enter chooses; Escape closes. The countries the job search serves come first, marked.
 */
export function CountryPicker({ id, value, onChange, className, countries }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const servedNoteId = useId();
  const all = countries ?? countryOptions();
  const sections = useMemo(() => (open ? countrySections(search, all) : []), [open, search, all]);

  function openAt(at: Highlight, initialSearch = "") {
    setSearch(initialSearch);
    setActive(highlighted(countrySections(initialSearch, all), value, at));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setSearch("");
  }

  function changeSearch(next: string) {
    setSearch(next);
    setActive(highlighted(countrySections(next, all), "", "first"));
  }

  function choose(code: string) {
    onChange(code === value ? "" : code);
    close();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (open) return;
    const { key } = event;
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

  // On opening, the list shows the highlighted country (the chosen one), not the top of the list:
  // a frame later, when the portal and cmdk's items have mounted.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => scrollToHighlighted(listRef.current));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? openAt("current") : close())}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="dialog"
          onKeyDown={onTriggerKeyDown}
          className={cn(fieldClass, "flex items-center gap-2 text-left", className)}
        >
          <Globe aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className={cn("flex-1 truncate", !value && "text-slate-500")}>
            {value ? countryLabel(value) : "Select country"}
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Choose a country"
          align="start"
          sideOffset={6}
          className="z-[60] w-[var(--radix-popover-trigger-width)] min-w-64 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <Command shouldFilter={false} label="Countries" value={active} onValueChange={setActive}>
            <Command.Input
              value={search}
              onValueChange={changeSearch}
              placeholder="Search country..."
              aria-label="Search country"
              className="h-11 w-full border-b border-slate-200 px-3 text-base outline-none placeholder:text-slate-500 sm:text-sm"
            />
            <span id={servedNoteId} hidden>
              Job listings available
            </span>
            <Command.List ref={listRef} className="relative max-h-72 overflow-y-auto p-1">
              <Command.Empty className="px-3 py-6 text-center text-sm text-slate-600">
                No country found.
              </Command.Empty>
              {sections.map((section) => (
                <Command.Group
                  key={section.heading ?? "matches"}
                  heading={
                    section.heading ? (
                      <span className="flex items-center gap-1.5">
                        {section.options[0]?.served ? (
                          <Briefcase aria-hidden="true" className="size-3.5 text-brand-600" />
                        ) : null}
                        {section.heading}
                      </span>
                    ) : undefined
                  }
                  className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600"
                >
                  {section.options.map((option) => (
                    <Command.Item
                      key={option.value}
                      value={option.value}
                      onSelect={() => choose(option.value)}
                      aria-describedby={option.served ? servedNoteId : undefined}
                      className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800"
                    >
                      <Check
                        aria-hidden="true"
                        className={cn(
                          "size-4 shrink-0 text-brand-600",
                          option.value === value ? "opacity-100" : "opacity-0",
                        )}
                      />
                      <span className="flex-1">{option.label}</span>
                      {option.served ? (
                        <Briefcase aria-hidden="true" className="size-3.5 shrink-0 text-brand-600" />
                      ) : null}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
