/** Where to go after signing in: only a same-site path, never another origin ('//evil', 'https:'). */
export function safeNext(next: string | null | undefined, fallback = "/"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}
