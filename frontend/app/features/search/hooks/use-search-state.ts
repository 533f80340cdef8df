import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { parseSearchState, type SearchPreset, type SearchState, toSearchParams } from "../lib/search-params";

/**
 * The state after `changes`: any change but paging starts again at page 1, and a new keyword is
 * searched with spelling correction again ('Search instead for ...' was about the old one).
 */
export function nextSearchState(state: SearchState, changes: Partial<SearchState>): SearchState {
  const newKeyword = changes.keyword !== undefined && changes.keyword !== state.keyword;
  return { ...state, page: 1, ...(newKeyword ? { exact: false } : {}), ...changes };
}

/** The search state read from and written to the address, so reloads and shared links keep it. */
export function useSearchState(preset?: SearchPreset) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params, preset), [params, preset]);

  const update = useCallback(
    (changes: Partial<SearchState>) => setParams(toSearchParams(nextSearchState(state, changes))),
    [state, setParams],
  );

  /** The address of this search with `changes` (a link's href). */
  const hrefFor = useCallback(
    (changes: Partial<SearchState>) => `?${toSearchParams(nextSearchState(state, changes))}`,
    [state],
  );

  const hrefForPage = useCallback((page: number) => `?${toSearchParams({ ...state, page })}`, [state]);

  return { state, update, hrefFor, hrefForPage };
}
