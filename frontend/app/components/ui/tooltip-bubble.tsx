import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

const GAP_PX = 6; // between the button and the tip of the bubble's arrow
const EDGE_PX = 8; // the bubble keeps this far from the window's edges
const ARROW_PX = 5;

export interface Placement {
  top: number;
  left: number;
  below: boolean;
  arrowLeft: number;
}

/** Above the button, centred, kept inside the window; below it when there is no room above. */
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

interface TooltipBubbleProps {
  id: string;
  /** The button the help belongs to. */
  anchor: RefObject<HTMLElement | null>;
  /** A press outside the bubble and its button, the focus moving elsewhere, or Escape. */
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * The open help (tooltip.tsx): a bubble in a portal above its button, placed before the browser
 * paints and again as the page scrolls or resizes under it. Loaded with the first help opened.
 */
export function TooltipBubble({ id, anchor, onDismiss, children }: TooltipBubbleProps) {
  const bubble = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useLayoutEffect(() => {
    const place = () => {
      const target = anchor.current;
      const self = bubble.current;
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
  }, [anchor]);

  useEffect(() => {
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && (anchor.current?.contains(target) || bubble.current?.contains(target)));
    const onPointerDown = (event: Event) => {
      if (outside(event.target)) dismiss.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss.current();
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("focusin", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("focusin", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [anchor]);

  return createPortal(
    <div
      ref={bubble}
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
