import { createElement, type ReactNode, type SVGProps } from "react";

/** An icon's drawing as lucide-react ships it: each `lucide-react/icons/*` module's `__iconData`. */
export interface LucideIconData {
  name: string;
  node: [string, Record<string, string>][];
  aliases?: string[];
}

type LucideIconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

/**
 * A lucide icon as a component, drawn exactly as lucide-react draws it for the props this app
 * passes (a class, aria and other attributes, size, colour, stroke width): the production build
 * creates its icons with this (scripts/direct-imports.ts) instead of lucide-react's general
 * machinery (icon context, absolute stroke widths, non-scaling strokes), about 1 KB gzip less on
 * every page. A test renders both and compares the markup (decision 0013).
 */
export function lucideIcon({ name, node, aliases = [] }: LucideIconData) {
  const classes = ["lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  // biome-ignore lint/correctness/noComponentHookFactories: one component per icon, made once when the icon's module loads, as lucide-react's createLucideIcon does
  function LucideIcon({
    className,
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    children,
    ...props
  }: LucideIconProps) {
    // lucide-react hides an icon from assistive technology unless it is given a name or a role.
    const named =
      children != null ||
      Object.entries(props).some(
        ([prop, value]) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && value != null,
      );
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...new Set([...classes, ...(className?.split(/\s+/) ?? [])])].filter(Boolean).join(" "),
        ...(named ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  }
  return LucideIcon;
}
