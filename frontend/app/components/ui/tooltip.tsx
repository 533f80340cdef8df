import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { createContext, type ReactNode, useContext } from "react";

/** Spec §9: hover help opens after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InsideProvider = createContext(false);

/** Wrap a list of tooltips in one provider so the 300 ms skip delay works across them. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (a button or link) that shows the help on hover and focus. */
  children: ReactNode;
}

export function Tooltip({ content, children }: TooltipProps) {
  const insideProvider = useContext(InsideProvider);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-[60] max-w-64 rounded-lg bg-ink px-3 py-2 text-xs leading-relaxed text-white shadow-lg"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  // A tooltip on its own brings its provider; inside a list it shares the list's.
  return insideProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
