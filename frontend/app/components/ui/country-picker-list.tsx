import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { Briefcase, Check } from "lucide-react";
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { type CountryOption, countryOptions } from "./countries";
import type { Highlight } from "./country-picker";
import { type CountrySection, countrySections } from "./country-search";

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

interface CountryPickerListProps {
  id: string;
  /** The picker's button: the list opens under it and gives it the focus back when it closes. */
  anchor: RefObject<HTMLButtonElement | null>;
  value: string;
  countries?: CountryOption[];
  at: Highlight;
  initialSearch: string;
  onChoose: (code: string) => void;
  onClose: () => void;
}

/** The open country picker: a search box and the countries, in a popover under the button. */
export function CountryPickerList({
  id,
  anchor,
  value,
  countries,
  at,
  initialSearch,
  onChoose,
  onClose,
}: CountryPickerListProps) {
  const all = countries ?? countryOptions();
  const [search, setSearch] = useState(initialSearch);
  const [active, setActive] = useState(() => highlighted(countrySections(initialSearch, all), value, at));
  const listRef = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  const servedNoteId = useId();
  const sections = useMemo(() => countrySections(search, all), [search, all]);

  function changeSearch(next: string) {
    setSearch(next);
    setActive(highlighted(countrySections(next, all), "", "first"));
  }

  // On opening, the list shows the highlighted country (the chosen one), not the top of the list:
  // a frame later, when the portal and cmdk's items have mounted.
  useEffect(() => {
    const frame = requestAnimationFrame(() => scrollToHighlighted(listRef.current));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <Popover.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label="Choose a country"
          align="start"
          sideOffset={6}
          // A press on the button is the button's own (it closes the list), not a press outside.
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else pressedOutside.current = true;
          }}
          // Closed from inside (Enter, Escape, a choice): the focus goes back to the button.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!pressedOutside.current) anchor.current?.focus();
          }}
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
                      onSelect={() => onChoose(option.value)}
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
