/**
 * The one URL rule, as the server applies it (backend/itjobs/core/fields.py is_http_url): an
 * absolute http(s) URL with a host and no whitespace. Only such an address becomes a link.
 */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value || /\s|\0/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
