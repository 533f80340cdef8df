/** /jobs?keyword=... for a skill or keyword (spec §2: skills link to a job search). */
export function jobSearchHref(keyword: string): string {
  return `/jobs?${new URLSearchParams({ keyword })}`;
}
