import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { Check, ChevronsUpDown, Globe } from "lucide-react";
import { useMemo, useState } from "react";
import { cn } from "~/lib/cn";
import { countryLabel, countryOptions, filterCountries } from "./countries";
import { fieldClass } from "./input";

interface CountryPickerProps {
  id?: string;
  /** Two-letter lowercase code, or '' when no country is chosen. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * The searchable country picker (spec §4/§5): open or closed; filters by a case-insensitive
 * substring of the name; choosing closes it; choosing the chosen country again clears it.
 */
export function CountryPicker({ id, value, onChange, className }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const options = useMemo(() => filterCountries(countryOptions(), search), [search]);

  function choose(code: string) {
    onChange(code === value ? "" : code);
    setOpen(false);
    setSearch("");
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
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
          align="start"
          sideOffset={6}
          className="z-[60] w-[var(--radix-popover-trigger-width)] min-w-64 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <Command shouldFilter={false} label="Countries">
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder="Search country..."
              aria-label="Search country"
              className="h-11 w-full border-b border-slate-200 px-3 text-base outline-none placeholder:text-slate-500 sm:text-sm"
            />
            <Command.List className="max-h-72 overflow-y-auto p-1">
              <Command.Empty className="px-3 py-6 text-center text-sm text-slate-600">
                No country found.
              </Command.Empty>
              {options.map((option) => (
                <Command.Item
                  key={option.value}
                  value={option.value}
                  onSelect={() => choose(option.value)}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800"
                >
                  <Check
                    aria-hidden="true"
                    className={cn(
                      "size-4 text-brand-600",
                      option.value === value ? "opacity-100" : "opacity-0",
                    )}
                  />
                  {option.label}
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
