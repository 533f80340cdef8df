// What a company page asks the API for, from its address. The server preloads the same call
// (backend/itjobs/web/company_pages.py); __tests__/company-page-queries.json holds both to it.

/** ?page=N: the first one, when it is 1 to 4 digits, within what the API serves (1 to 1000); else 1. */
export function companyPageNumber(value: string | null): number {
  const page = value && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(page, 1), 1000);
}

/** The query the page sends for its company: its page number only past the first. */
export function companyPageQuery(page: number): { page?: number } {
  return page > 1 ? { page } : {};
}
