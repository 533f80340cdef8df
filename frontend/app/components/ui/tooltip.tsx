import * as Popover from "@radix-ui/react-popover";
import {
  createContext,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

/** Spec §9: hover help opens after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When a tooltip in the list last closed: the next one opens at once within the skip delay. */
const LastClosed = createContext<RefObject<number> | null>(null);

/** Wrap a list of tooltips in one provider so the 300 ms skip delay works across them. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosed = useRef(Number.NEGATIVE_INFINITY);
  return <LastClosed.Provider value={lastClosed}>{children}</LastClosed.Provider>;
}

interface TooltipProps {
  content: ReactNode;
  /** A single button that shows the help. */
  children: ReactNode;
}

/**
 * Help beside a control that every kind of pointer can open (a 'toggletip'): a mouse hovering it
 * for 700 ms (spec §9), or a tap, click, Enter or Space, which keeps it open until a second tap, a
 * tap elsewhere or Escape. Radix's tooltip never opens on touch screens, so this is a popover. The
 * help is also the button's description, so a screen reader says it on focus.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const shared = useContext(LastClosed);
  const own = useRef(Number.NEGATIVE_INFINITY);
  const lastClosed = shared ?? own;
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false); // opened by a tap, click or key: hovering away keeps it
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const helpId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(pin: boolean) {
    clearTimeout(timer.current);
    setOpen(true);
    setPinned(pin);
  }

  function hide() {
    clearTimeout(timer.current);
    if (open) lastClosed.current = Date.now();
    setOpen(false);
    setPinned(false);
  }

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== "mouse" || open) return;
    const skip = Date.now() - lastClosed.current < TOOLTIP_SKIP_DELAY_MS;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(false), skip ? 0 : TOOLTIP_OPEN_DELAY_MS);
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    clearTimeout(timer.current);
    if (open && !pinned) hide();
  }

  function onClick(event: MouseEvent) {
    event.preventDefault(); // the toggle is ours, not Radix's
    if (open && pinned) hide();
    else show(true); // a tap, a key, or a click on help the hover already opened: keep it open
  }

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? show(true) : hide())}>
      <Popover.Trigger
        asChild
        aria-haspopup={false}
        aria-describedby={helpId}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onClick={onClick}
      >
        {children}
      </Popover.Trigger>
      <span id={helpId} className="sr-only">
        {content}
      </span>
      <Popover.Portal>
        <Popover.Content
          role="tooltip"
          side="top"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-[60] max-w-64 rounded-lg bg-ink px-3 py-2 text-xs leading-relaxed text-white shadow-lg"
        >
          {content}
          <Popover.Arrow className="fill-ink" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
