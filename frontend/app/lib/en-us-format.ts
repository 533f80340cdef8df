// Numbers, money and dates as Intl writes them in en-US, without Intl. A page's first call into
// Intl loads the browser's locale data: 35-50 ms of main thread on the first render here (x3 on
// a phone), paid by whichever card, count or date came first. Unit tests hold every output equal
// to Intl's; a currency not listed here still goes through Intl.

/** 1234567 -> '1,234,567' (rounded to a whole number, as the site shows counts and salaries). */
export function groupDigits(value: number): string {
  const whole = Math.round(Math.abs(value)).toString();
  return `${value < 0 && whole !== "0" ? "-" : ""}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

// en-US currency prefixes for the search select's five countries; another currency (a
// job in Brazil or Switzerland) goes through Intl.
const CURRENCY_PREFIX: Record<string, string> = { USD: "$", GBP: "£", EUR: "€", CAD: "CA$", AUD: "A$" };

/** '$90,000' for ('USD', 90000); null for a currency not listed (ask Intl). */
export function formatMoney(amount: number, currency: string): string | null {
  const prefix = Object.hasOwn(CURRENCY_PREFIX, currency) ? CURRENCY_PREFIX[currency] : undefined;
  if (prefix === undefined || amount < 0) return null;
  return `${prefix}${groupDigits(amount)}`;
}

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** 'Nov 20, 2026' for a date, read in UTC. */
export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Nov 20, 2026' for an ISO timestamp, read in UTC. */
export function formatDate(iso: string): string {
  return formatUtcDate(new Date(iso));
}
