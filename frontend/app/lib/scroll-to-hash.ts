import { useEffect } from "react";
import { useLocation } from "react-router";

export const HASH_SCROLL_DELAY_MS = 100;

export function scrollToId(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/** Smooth-scrolls to the URL's hash on load and whenever it changes, after 100 ms (the home page's anchors). */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(
      () => scrollToId(decodeURIComponent(hash.slice(1))),
      HASH_SCROLL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [hash]);
}
