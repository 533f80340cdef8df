// Job search as routes use it: the search state and query, the form, filters and results, and
// the city and landing pages' parts.
export { useSearchJobs } from "./api/search-jobs";
export { CityGuide } from "./components/city-guide";
export { CityLayout } from "./components/city-layout";
export { FiltersPanel } from "./components/filters-panel";
export { JobSearchForm } from "./components/job-search-form";
export { LazySearchNotices } from "./components/lazy-search-notices";
export { LinkListEmpty } from "./components/link-list-empty";
export { Pagination } from "./components/pagination";
export { SearchHero } from "./components/search-hero";
export { SearchResults } from "./components/search-results";
export { SortSelect } from "./components/sort-select";
export { useSearchState } from "./hooks/use-search-state";
export { CITY_GUIDE_PAGES, CITY_GUIDES } from "./lib/city-content";
export { chosenFilterCount, NO_FILTERS } from "./lib/filters";
export { shownSearch } from "./lib/search-notices";
export type { SearchPreset } from "./lib/search-params";
export { DEFAULT_PRESET, foundSummary, PAGE_SIZE, toApiQuery } from "./lib/search-params";
