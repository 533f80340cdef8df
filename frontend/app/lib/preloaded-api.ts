/**
 * API answers the server sent inside the page (backend/itjobs/web/preload.py): the data the page
 * asks for first, so it renders as soon as the app starts instead of one round trip later. Each
 * answer is used once, for the first request to its exact address; any later request (a refetch,
 * polling while the server refreshes a search) goes to the network.
 */
import type { Middleware } from "./api-fetch";

const ELEMENT_ID = "preloaded-api";

interface PreloadedAnswer {
  url: string;
  status: number;
  body: unknown;
}

let answers: Map<string, PreloadedAnswer> | undefined;

/** The same address however its query is ordered or encoded. */
function addressKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.sort();
  return `${url.pathname}?${params}`;
}

function isAnswer(value: unknown): value is PreloadedAnswer {
  const answer = value as Partial<PreloadedAnswer> | null;
  return typeof answer?.url === "string" && typeof answer.status === "number" && "body" in answer;
}

function readAnswers(): Map<string, PreloadedAnswer> {
  if (answers) return answers;
  answers = new Map();
  const text = typeof document === "undefined" ? null : document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    for (const answer of Array.isArray(parsed) ? parsed : []) {
      if (isAnswer(answer)) answers.set(addressKey(new URL(answer.url, window.location.origin)), answer);
    }
  } catch {
    // A damaged block: the page asks the API as usual.
  }
  return answers;
}

/** The answer for this address when `accept` takes it; it is then used up. */
function take(url: URL, accept: (answer: PreloadedAnswer) => boolean): PreloadedAnswer | undefined {
  const key = addressKey(url);
  const found = readAnswers();
  const answer = found.get(key);
  if (!answer || !accept(answer)) return undefined;
  found.delete(key);
  return answer;
}

/**
 * A prerendered page (a city or landing page) shows its loading state in its HTML, and the server
 * marks its answers `data-after-hydration`: rendering them while React hydrates would not match
 * that HTML. Until <html data-hydrated> the page's first request takes them instead (the
 * middleware below), one task later and still without a round trip.
 */
function whileHydratingPrerendered(): boolean {
  const element = document.getElementById(ELEMENT_ID);
  return (
    Boolean(element?.hasAttribute("data-after-hydration")) &&
    !("hydrated" in document.documentElement.dataset)
  );
}

/** The preloaded answer to this request as a Response (once), or undefined to fetch it. */
export function takePreloadedResponse(request: Request): Response | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  if (typeof window !== "undefined" && url.origin !== window.location.origin) return undefined;
  const answer = take(url, () => true);
  if (!answer) return undefined;
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * The preloaded body of a successful GET (once), for a query's `initialData`: the page's first
 * render then already shows the data, one render and a task earlier than through the client.
 * `params` as the API client gets them; empty ones are left out, as the client leaves them out.
 * `statuses`: the answers that bring the data (a job page's 410 brings the closed job).
 */
export function takePreloadedData<T>(
  path: string,
  params: object = {},
  statuses: readonly number[] = [200],
): T | undefined {
  if (typeof window === "undefined" || whileHydratingPrerendered()) return undefined;
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(name, String(value));
  }
  return take(url, (answer) => statuses.includes(answer.status))?.body as T | undefined;
}

/** The API client's middleware: the page's first data may have come with its HTML. */
export const preloadedAnswers: Middleware = {
  onRequest({ request }) {
    return takePreloadedResponse(request);
  },
};

/** Tests only: forget what was read, so the next request reads the page again. */
export function resetPreloadedAnswers(): void {
  answers = undefined;
}
