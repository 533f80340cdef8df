import { useEffect, useState } from "react";

/** True once the window is scrolled past `threshold` pixels (the header's is 10 px). */
export function useScrolled(threshold = 10): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // Reading the offset makes the browser lay the page out first. Right after hydration that
    // layout would run inside the task that runs every effect of the page, one long task on a
    // phone: the first read waits for the next frame, when the page is laid out anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
    };
  }, [threshold]);
  return scrolled;
}
