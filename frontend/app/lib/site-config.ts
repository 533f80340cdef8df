import { useSyncExternalStore } from "react";

/** Settings the server puts in every page (`<script id="site-config">`), with the defaults. */
export interface SiteConfig {
  siteName: string;
  productName: string;
  /** 'IT Jobs' -> 'it-jobs': the prefix of city pages (the server's slug of the product name). */
  productSlug: string;
  siteUrl: string;
  newsletterUrl: string;
  analyticsScriptUrl: string;
}

// The names come from the settings the build was made with (deployment.json, content/deployment.ts).
const DEFAULTS: SiteConfig = {
  ...__SITE__,
  siteUrl: "",
  newsletterUrl: "",
  analyticsScriptUrl: "",
};

let cached: SiteConfig | undefined;

export function getSiteConfig(): SiteConfig {
  if (cached) return cached;
  if (typeof document === "undefined") return DEFAULTS;
  const element = document.getElementById("site-config");
  try {
    cached = { ...DEFAULTS, ...(element?.textContent ? JSON.parse(element.textContent) : {}) };
  } catch {
    cached = DEFAULTS;
  }
  return cached ?? DEFAULTS;
}

export function nearMeAnchor({ productSlug }: Pick<SiteConfig, "productSlug"> = getSiteConfig()): string {
  return `${productSlug}-near-me`;
}

const noSubscription = () => () => {};

/**
 * One setting for rendering (`useSiteConfig((config) => config.siteName)`). Prerendered HTML was
 * built with the defaults (the build's settings), so hydration renders with them too and only then
 * switches to the server's values: no hydration mismatch when an operator rebrands without a
 * rebuild or sets NEWSLETTER_URL. A component whose value differs renders again at once, inside the
 * task that runs the page's effects after hydration: select the one value a component shows (a
 * string), never the whole object, which always differs (the server sets siteUrl) and made every
 * page re-render in that task.
 */
export function useSiteConfig<T extends string>(select: (config: SiteConfig) => T): T {
  return useSyncExternalStore(
    noSubscription,
    () => select(getSiteConfig()),
    () => select(DEFAULTS),
  );
}
