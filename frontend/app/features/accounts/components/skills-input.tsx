import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { fieldClass } from "~/components/ui/input";
import { cn } from "~/lib/cn";

interface SkillsInputProps {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** Adds a skill on Enter or comma (a pasted 'a, b, c' adds three); each chip has its own remove button. */
export function SkillsInput({ id, value, onChange, ...aria }: SkillsInputProps) {
  const [draft, setDraft] = useState("");

  function add(text: string) {
    const incoming = text
      .split(",")
      .map((skill) => skill.trim())
      .filter(Boolean);
    const known = new Set(value.map((skill) => skill.toLowerCase()));
    const fresh = incoming.filter((skill) => {
      const key = skill.toLowerCase();
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    if (fresh.length > 0) onChange([...value, ...fresh]);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(draft);
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div>
      {value.length > 0 ? (
        <ul aria-label="Your skills" className="mb-2 flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {skill}
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== skill))}
                aria-label={`Remove ${skill}`}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        {...aria}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => add(draft)}
        placeholder="Type a skill and press Enter, e.g. TypeScript"
        className={cn(fieldClass)}
      />
    </div>
  );
}
