import type { LucideProps } from "lucide-react";
import BadgeCheck, * as badgeCheck from "lucide-react/icons/badge-check";
import InfinityIcon, * as infinity from "lucide-react/icons/infinity";
import Search, * as search from "lucide-react/icons/search";
import TriangleAlert, * as triangleAlert from "lucide-react/icons/triangle-exclamation-point";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type LucideIconData, lucideIcon } from "../lucide-icon";

// Each icon module exports its drawing as __iconData (what the production build hands lucideIcon).
const data = (module: object) => (module as { __iconData: LucideIconData }).__iconData;
const ICONS: [string, ComponentType<LucideProps>, LucideIconData][] = [
  ["badge-check (with an alias)", BadgeCheck, data(badgeCheck)],
  ["infinity", InfinityIcon, data(infinity)],
  ["search", Search, data(search)],
  ["triangle-exclamation-point", TriangleAlert, data(triangleAlert)],
];
const PROPS: [string, LucideProps][] = [
  ["hidden, with classes", { "aria-hidden": "true", className: "size-4 shrink-0 text-slate-500" }],
  ["with classes only (hidden by default)", { className: "size-5" }],
  ["named", { "aria-label": "Search", role: "img" }],
  ["sized and coloured", { size: 16, strokeWidth: 1.5, color: "red", className: "lucide extra" }],
  ["nothing", {}],
];

describe("lucideIcon", () => {
  for (const [name, Lucide, icon] of ICONS) {
    const Ours = lucideIcon(icon);
    for (const [label, props] of PROPS) {
      it(`draws ${name} ${label} exactly as lucide-react does`, () => {
        expect(renderToStaticMarkup(<Ours {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
      });
    }
  }

  it("keeps a child such as a <title>, which names the icon", () => {
    const Ours = lucideIcon(data(search));
    const markup = (Icon: ComponentType<LucideProps>) =>
      renderToStaticMarkup(
        <Icon>
          <title>Find</title>
        </Icon>,
      );
    expect(markup(Ours)).toBe(markup(Search));
  });
});
