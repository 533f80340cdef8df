// The same rules as backend/itjobs/jobs/seo.py: ids keep the source's own id (JSearch ids are
// URL-safe base64 with '-', '_' and '='), so an id is found by its source prefix, never by '-'.
const ID_SHAPES: Record<string, RegExp> = {
  adzuna: /^[0-9A-Za-z]+$/,
  direct: /^[0-9A-Za-z]+$/,
  jsearch: /^[0-9A-Za-z_=-]+$/,
};
const PREFIX = /(?:^|-)(?=(?:adzuna|jsearch|direct)-)/g;

export function isJobId(value: string): boolean {
  const dash = value.indexOf("-");
  if (dash < 0) return false;
  const shape = ID_SHAPES[value.slice(0, dash)];
  return Boolean(shape?.test(value.slice(dash + 1)));
}

/** Every id the slug could end with, most likely (rightmost) first. */
export function jobIdCandidates(slug: string): string[] {
  const starts: number[] = [];
  for (const match of slug.matchAll(PREFIX)) starts.push(match.index + (match[0] === "-" ? 1 : 0));
  return starts
    .reverse()
    .map((start) => slug.slice(start))
    .filter(isJobId);
}

/** The job id in a '/jobs/{slug}' segment, or null when there is none. */
export function parseJobId(slug: string): string | null {
  return jobIdCandidates(slug)[0] ?? null;
}
