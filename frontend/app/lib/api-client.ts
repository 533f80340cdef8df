import type { paths } from "~/api/generated/schema";
import { createApiClient, type Middleware } from "./api-fetch";
import { preloadedAnswers } from "./preloaded-api";

function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

// Django checks CSRF on every write; the token travels in the header it expects.
const csrf: Middleware = {
  onRequest({ request }) {
    if (!["GET", "HEAD", "OPTIONS"].includes(request.method)) {
      const token = readCookie("csrftoken");
      if (token) request.headers.set("X-CSRFToken", token);
    }
    return request;
  },
};

/** The typed API client: paths and shapes come from the backend's OpenAPI schema. */
export const api = createApiClient<paths>({ baseUrl: "", credentials: "same-origin" });
api.use(preloadedAnswers, csrf);
