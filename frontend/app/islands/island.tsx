import type { ReactNode } from "react";

export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

export type IslandName = "site-header" | "cookie-dialog" | "category-jobs";

/**
 * Marks a part of the page that acts (islands/entry.tsx). In the app it is a box the layout
 * ignores; on content pages, which load as documents, the islands entry hydrates it with the
 * same component and these props.
 */
export function Island({ name, props, children }: { name: IslandName; props?: object; children: ReactNode }) {
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: props ? JSON.stringify(props) : undefined }}
      className="contents"
    >
      {children}
    </div>
  );
}
