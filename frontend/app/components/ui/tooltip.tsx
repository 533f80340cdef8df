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
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";

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

const GAP_PX = 6; // between the trigger and the bubble's arrow tip
const EDGE_PX = 8; // the bubble keeps this far from the window's edges
const ARROW_PX = 5;

interface Placement {
  top: number;
  left: number;
  below: boolean;
  arrowLeft: number;
}

/** Above the trigger, centred, kept inside the window; below it when there is no room above. */
export function placeBubble(
  trigger: DOMRect,
  bubble: { width: number; height: number },
  viewportWidth: number,
): Placement {
  const below = trigger.top - GAP_PX - ARROW_PX - bubble.height < EDGE_PX;
  const top = below ? trigger.bottom + GAP_PX + ARROW_PX : trigger.top - GAP_PX - ARROW_PX - bubble.height;
  const centre = trigger.left + trigger.width / 2;
  const maxLeft = Math.max(EDGE_PX, viewportWidth - EDGE_PX - bubble.width);
  const left = Math.min(Math.max(centre - bubble.width / 2, EDGE_PX), maxLeft);
  const arrowLeft = Math.min(Math.max(centre - left, 2 * ARROW_PX), bubble.width - 2 * ARROW_PX);
  return { top, left, below, arrowLeft };
}

interface TooltipProps {
  content: ReactNode;
  /** A single button that shows the help. */
  children: ReactElement<{ ref?: RefObject<HTMLButtonElement | null> }>;
}

/**
 * Help beside a control that every kind of pointer can open (a 'toggletip'): a mouse hovering it
 * for 700 ms (spec §9), or a tap, click, Enter or Space, which keeps it open until a second tap, a
 * tap elsewhere, the focus leaving or Escape. The help is also the button's description, so a
 * screen reader says it on focus. Written without a positioning library: result pages show dozens
 * of these, and the help is one line above a button (decision 0013).
 */
export function Tooltip({ content, children }: TooltipProps) {
  const shared = useContext(LastClosed);
  const own = useRef(Number.NEGATIVE_INFINITY);
  const lastClosed = shared ?? own;
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false); // opened by a tap, click or key: hovering away keeps it
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const bubbleId = useId();

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

  // Dismissed by a press outside it or its button, by the focus moving elsewhere, or by Escape.
  const hideRef = useRef(hide);
  hideRef.current = hide;
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (trigger.current?.contains(target) || bubble.current?.contains(target));
    const onPointerDown = (event: Event) => {
      if (!inside(event.target)) hideRef.current();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) hideRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hideRef.current();
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

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
    onClick,
  } as Record<string, unknown>);

  return (
    <>
      {button}
      <span id={helpId} className="sr-only">
        {content}
      </span>
      {open ? (
        <Bubble id={bubbleId} anchor={trigger} bubbleRef={bubble}>
          {content}
        </Bubble>
      ) : null}
    </>
  );
}

function Bubble({
  id,
  anchor,
  bubbleRef,
  children,
}: {
  id: string;
  anchor: RefObject<HTMLButtonElement | null>;
  bubbleRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const [placement, setPlacement] = useState<Placement | null>(null);

  // Measured before the browser paints, and again as the page scrolls or resizes under it.
  useLayoutEffect(() => {
    const place = () => {
      const target = anchor.current;
      const self = bubbleRef.current;
      if (!target || !self) return;
      setPlacement(
        placeBubble(target.getBoundingClientRect(), self.getBoundingClientRect(), window.innerWidth),
      );
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [anchor, bubbleRef]);

  return createPortal(
    <div
      ref={bubbleRef}
      id={id}
      role="tooltip"
      style={{
        top: placement?.top ?? 0,
        left: placement?.left ?? 0,
        visibility: placement ? "visible" : "hidden",
      }}
      className="fixed z-[60] max-w-64 rounded-lg bg-ink px-3 py-2 text-xs leading-relaxed text-white shadow-lg"
    >
      {children}
      <svg
        aria-hidden="true"
        width={2 * ARROW_PX}
        height={ARROW_PX}
        viewBox="0 0 30 10"
        preserveAspectRatio="none"
        className="absolute fill-ink"
        style={{
          left: (placement?.arrowLeft ?? 0) - ARROW_PX,
          ...(placement?.below ? { bottom: "100%", transform: "rotate(180deg)" } : { top: "100%" }),
        }}
      >
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>,
    document.body,
  );
}
