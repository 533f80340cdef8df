import { type ComponentProps, type KeyboardEvent, lazy, Suspense, useRef, useState } from "react";
import { Input } from "~/components/ui/input";
import type { SuggestField } from "../types";

// The suggestions' code loads when the box first gets focus (the JavaScript budget, decision 0013).
const SuggestionList = lazy(() => import("./suggestion-list"));

/** What the list reports back for the box's ARIA attributes. */
export interface ComboState {
  expanded: boolean;
  activeId?: string;
}

export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

interface SuggestInputProps extends Omit<ComponentProps<typeof Input>, "value" | "onChange"> {
  id: string;
  field: SuggestField;
  country: string;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A text box with suggestions as you type (decision 0012): the ARIA 1.2 combobox pattern. The box
 * keeps its own label (a `<label for>` outside); the list is named apart from it, so the box stays
 * the only element the label names.
 */
export function SuggestInput({ id, field, country, value, onValueChange, ...props }: SuggestInputProps) {
  // The box's text that was not typed, or that the seeker put away: what it held at first focus
  // (null until then), or what Escape or Enter left before the list's code arrived. The code comes a
  // moment after the focus, and a quick typist's first letters land before it: they were typed all
  // the same and are asked for, unless the seeker dismissed them meanwhile.
  const [settled, setSettled] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [combo, setCombo] = useState<ComboState>({ expanded: false });
  const keys = useRef<KeyHandler | null>(null);
  const listId = `${id}-suggestions`;
  return (
    <div className="relative">
      <Input
        {...props}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        aria-controls={combo.expanded ? listId : undefined}
        aria-activedescendant={combo.expanded ? combo.activeId : undefined}
        autoComplete="off"
        onFocus={() => {
          setSettled((held) => held ?? value);
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (keys.current) keys.current(event);
          else if (event.key === "Escape" || event.key === "Enter") setSettled(value);
        }}
      />
      {settled !== null ? (
        <Suspense fallback={null}>
          <SuggestionList
            listId={listId}
            field={field}
            country={country}
            value={value}
            settled={settled}
            focused={focused}
            onChoose={onValueChange}
            onComboChange={setCombo}
            keys={keys}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
