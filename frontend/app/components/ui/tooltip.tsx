import {
  cloneElement,
  createContext,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

/** Hover help opens after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Result pages show dozens of these buttons and most visits open none: the bubble (placement,
// portal, dismissal) loads when a pointer, a tap or the focus first reaches one (decision 0013).
// Not React.lazy: a suspended render reveals its content on a timer, and the help must open
// exactly 700 ms after the hover began (on a page whose clock the tests hold still, too).
type Bubble = typeof import("./tooltip-bubble").TooltipBubble;
let TooltipBubble: Bubble | undefined;
let loading: Promise<Bubble> | undefined;
function loadBubble(): Promise<Bubble> {
  loading ??= import("./tooltip-bubble").then(
    (module) => (TooltipBubble = module.TooltipBubble),
    (error: unknown) => {
      loading = undefined; // the next opening tries again
      throw error;
    },
  );
  return loading;
}
const preloadBubble = () => {
  loadBubble().catch(() => undefined);
};

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
  children: ReactElement<{ ref?: RefObject<HTMLButtonElement | null> }>;
}

/**
 * Help beside a control that every kind of pointer can open (a 'toggletip'): a mouse hovering it
 * for 700 ms, or a tap, click, Enter or Space, which keeps it open until a second tap, a
 * tap elsewhere, the focus leaving or Escape. The help is also the button's description, so a
 * screen reader says it on focus. No positioning library: the help is a line above a button.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const shared = useContext(LastClosed);
  const own = useRef(Number.NEGATIVE_INFINITY);
  const lastClosed = shared ?? own;
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false); // opened by a tap, click or key: hovering away keeps it
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  const helpId = useId();
  const bubbleId = useId();

  const [, setBubbleLoaded] = useState(TooltipBubble !== undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Opened before the bubble's code arrived (a first tap): show it as soon as it has.
  useEffect(() => {
    if (!open || TooltipBubble) return;
    let current = true;
    loadBubble()
      .then(() => current && setBubbleLoaded(true))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open]);

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
    preloadBubble();
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
    event.preventDefault();
    if (open && pinned) hide();
    else show(true); // a tap, a key, or a click on help the hover already opened: keep it open
  }

  const button = cloneElement(children, {
    ref: trigger,
    "aria-describedby": helpId,
    "aria-expanded": open,
    "aria-controls": open ? bubbleId : undefined,
    onPointerEnter,
    onPointerLeave,
    onFocus: preloadBubble,
    onClick,
  } as Record<string, unknown>);

  return (
    <>
      {button}
      {/* Hidden, not visually hidden: a description is read from the element it names even when
          hidden, and a result page's 50 copies then cost no layout (shaping long text each). */}
      <span id={helpId} hidden>
        {content}
      </span>
      {open && TooltipBubble ? (
        <TooltipBubble id={bubbleId} anchor={trigger} onDismiss={hide}>
          {content}
        </TooltipBubble>
      ) : null}
    </>
  );
}
