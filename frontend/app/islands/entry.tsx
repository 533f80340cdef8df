/**
 * Content pages (careers, guides, employers, legal) are documents: their HTML is the page. Instead
 * of the whole app they load this entry, which hydrates only the parts that act: the header, the
 * cookie dialog and, on category pages, the latest jobs. See docs/decisions/0006.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SiteHeader } from "~/components/layout/site-header";
import { ToastHost } from "~/components/ui/toast-host";
import { CategoryJobs } from "~/features/careers";
import { CookieDialog } from "~/features/consent";
import { markHydrated } from "~/lib/hydration-marker";
import { createQueryClient } from "~/lib/query-client";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from "./island";

// biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, read from the page
const ISLANDS: Record<IslandName, ComponentType<any>> = {
  "site-header": SiteHeader,
  "cookie-dialog": CookieDialog,
  "category-jobs": CategoryJobs,
};

const queryClient = createQueryClient();
const withClient = (node: ReactNode) => (
  <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
);

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const Island = ISLANDS[element.getAttribute(ISLAND_ATTRIBUTE) as IslandName];
  if (!Island) continue;
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}");
  hydrateRoot(element, withClient(<Island {...props} />));
}

const toasts = document.body.appendChild(document.createElement("div"));
createRoot(toasts).render(withClient(<ToastHost />));
markHydrated();
