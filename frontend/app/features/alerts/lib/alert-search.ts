/** The search an alert keeps: the results page's API query (its parameter names) without its page,
 * size and order. The server validates it with the search's own schema (422 for what it refuses). */
export interface AlertSearch {
  keyword?: string;
  location?: string;
  country: string;
  remote?: boolean;
  posted_within_days?: number;
  min_salary?: number;
  employment_type?: string;
  source?: string;
  category?: string;
  exact?: boolean;
}

export function alertSearchOf(
  query: AlertSearch & { page?: number; page_size?: number; sort?: string },
): AlertSearch {
  const { page: _page, page_size: _size, sort: _sort, ...search } = query;
  return search;
}
