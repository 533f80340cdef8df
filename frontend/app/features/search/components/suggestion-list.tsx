import { type RefObject, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { groupDigits } from "~/lib/en-us-format";
import { useSuggestions } from "../api/get-suggestions";
import type { SuggestField, Suggestion } from "../types";
import type { ComboState, KeyHandler } from "./suggest-input";

/** Wait this long after the last keystroke before asking. */
export const DEBOUNCE_MS = 150;

const LIST_NAMES: Record<SuggestField, string> = {
  title: "Suggested titles and skills",
  location: "Suggested places",
};
const KIND_TAGS: Partial<Record<Suggestion["kind"], string>> = { skill: "Skill", search: "Popular search" };

interface SuggestionListProps {
  listId: string;
  field: SuggestField;
  country: string;
  value: string;
  /** The box's text when the list mounts that is not to be asked for (not typed, or dismissed). */
  settled: string;
  focused: boolean;
  onChoose: (text: string) => void;
  onComboChange: (state: ComboState) => void;
  keys: RefObject<KeyHandler | null>;
}

/** The text with the typed words' beginnings in bold ('dev' in 'Senior **Dev**eloper'). */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, index) => {
        const word = words.find((typedWord) => part.toLowerCase().startsWith(typedWord));
        if (!word) return part;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <span key={index}>
            <strong className="font-semibold text-ink">{part.slice(0, word.length)}</strong>
            {part.slice(word.length)}
          </span>
        );
      })}
    </>
  );
}

/**
 * The list under a SuggestInput and its keys: Down/Up move through the suggestions (opening the
 * list), Enter or Tab takes the one moved to, Escape closes; a click or tap takes one. The text is
 * asked for after a short pause in typing, never when the box is empty, and only for what the
 * seeker typed (not what the box held when it got focus).
 *
 * An answer comes when it comes (a slow phone network takes seconds): it never opens the list once
 * the seeker put it away (Escape, Enter, Tab, leaving the box, choosing), nor when the box's text
 * changed since it was asked for. A list already open stays while the next answer is on its way.
 */
export default function SuggestionList({
  listId,
  field,
  country,
  value,
  settled: settledAtMount,
  focused,
  onChoose,
  onComboChange,
  keys,
}: SuggestionListProps) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [visible, setVisible] = useState(false);
  // The text not to ask for: not typed (held at focus, just chosen) or put away (Escape, Enter).
  const settled = useRef<string | null>(settledAtMount);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (settled.current === value) return;
    settled.current = null;
    const typed = value.trim();
    if (!typed) {
      setOpen(false);
      setQuery("");
      return;
    }
    pending.current = setTimeout(() => {
      setQuery(typed);
      setOpen(true);
      setActive(-1);
    }, DEBOUNCE_MS);
    return () => clearTimeout(pending.current);
  }, [value]);

  // Leaving the box puts the list away, and a pause that had not ended yet asks nothing: coming
  // back to the box shows no list until something is typed. (Also at mount, when the box was left
  // before the list's code arrived.)
  useEffect(() => {
    if (focused) return;
    clearTimeout(pending.current);
    setOpen(false);
  }, [focused]);

  const { data, isPlaceholderData } = useSuggestions(field, query, country);
  const items = data?.suggestions ?? [];
  // An answer for the text in the box now may open the list; the last list stays while typing on.
  const fresh = data !== undefined && !isPlaceholderData && query === value.trim();
  const shown = open && focused && query !== "" && items.length > 0 && (visible || fresh);
  if (shown !== visible) setVisible(shown); // React's 'state from the previous render' pattern

  useEffect(() => {
    onComboChange({ expanded: shown, activeId: shown && active >= 0 ? `${listId}-${active}` : undefined });
  }, [shown, active, listId, onComboChange]);

  function choose(item: Suggestion) {
    settled.current = item.text;
    setOpen(false);
    setActive(-1);
    onChoose(item.text);
  }

  /** No suggestions for this text: the list closes and an answer on its way is ignored. */
  function dismiss() {
    clearTimeout(pending.current);
    settled.current = value;
    setOpen(false);
    setActive(-1);
  }

  const onKey: KeyHandler = (event) => {
    const count = items.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!query || count === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        // Closed (or nothing moved to yet): the first (Down) or the last (Up); then round and round.
        const next = !shown || active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count;
        setOpen(true);
        setActive(next);
        return;
      }
      case "Enter":
        if (shown && active >= 0 && items[active]) {
          event.preventDefault(); // takes the suggestion; a second Enter searches
          choose(items[active]);
        } else dismiss(); // the form searches for the text: no list over the results
        return;
      case "Tab":
        if (shown && active >= 0 && items[active]) choose(items[active]);
        else dismiss();
        return;
      case "Escape":
        // Also when the list is still on its way: Escape means no suggestions for this text.
        if (shown) event.preventDefault();
        dismiss();
        return;
    }
  };

  useEffect(() => {
    keys.current = onKey;
  });

  const announcement = shown
    ? `${items.length} ${items.length === 1 ? "suggestion" : "suggestions"}. Use up and down arrows to choose.`
    : "";

  return (
    <>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {shown ? (
        <div
          id={listId}
          role="listbox"
          aria-label={LIST_NAMES[field]}
          className={cn(
            "absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg",
            isPlaceholderData && "opacity-80",
          )}
        >
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the box's keys choose (aria-activedescendant)
            <div
              key={`${item.kind}:${item.text}`}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // The box keeps focus (and a phone its keyboard) while a suggestion is tapped.
              onPointerDown={(event) => event.preventDefault()}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(item)}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-700",
                index === active && "bg-brand-50 text-ink",
              )}
            >
              <span className="min-w-0 flex-1 truncate">
                <Highlighted text={item.text} typed={query} />
              </span>
              {KIND_TAGS[item.kind] ? (
                <span className="shrink-0 text-xs text-slate-600">{KIND_TAGS[item.kind]}</span>
              ) : null}
              <span className="shrink-0 text-xs tabular-nums text-slate-600">
                {groupDigits(item.count)}
                <span className="sr-only"> jobs</span>
              </span>
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}
