import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { parseSearchState, type SearchPreset, type SearchState, toSearchParams } from "../lib/search-params";

/** The search state read from and written to the address, so reloads and shared links keep it. */
export function useSearchState(preset?: SearchPreset) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params, preset), [params, preset]);

  const update = useCallback(
    (changes: Partial<SearchState>) => {
      // Any change but paging starts again at page 1.
      const next = { ...state, page: 1, ...changes };
      setParams(toSearchParams(next));
    },
    [state, setParams],
  );

  const hrefForPage = useCallback((page: number) => `?${toSearchParams({ ...state, page })}`, [state]);

  return { state, update, hrefForPage };
}
