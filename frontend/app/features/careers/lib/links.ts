/** /jobs?keyword=... for a skill or keyword: a category page's skills and keywords link to a job search. */
export function jobSearchHref(keyword: string): string {
  return `/jobs?${new URLSearchParams({ keyword })}`;
}
