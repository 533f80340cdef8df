import { useMatches } from "react-router";

/**
 * Route handle of the content pages that load as documents: prerendered HTML plus the islands
 * entry (app/islands/entry.tsx) instead of the whole app. See docs/decisions/0006.
 */
export const DOCUMENT_PAGE = { document: true } as const;

/** The marker scripts/defer-hydration.mjs looks for in a prerendered page's <head>. */
export const DOCUMENT_PAGE_META = "itjobs-document";

export function useIsDocumentPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as { document?: boolean } | undefined)?.document === true,
  );
}
