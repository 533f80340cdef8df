import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { api } from "./api-client";

function setMeta(selector: string, attribute: "content" | "href", value: string): void {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/**
 * Keeps the head in step on client-side navigations. The server sends the right head with the
 * first page; after that the same server-side route table answers through the API.
 */
// The page whose head the server sent: read when the app's code loads, before any client-side
// navigation can happen (a click during hydration must still get its own head).
// With its query: a search page's title names its search ('Python Developer Jobs in Austin').
const servedPath =
  typeof window === "undefined" ? null : `${window.location.pathname}${window.location.search}`;

export function useDocumentHead(): void {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const first = useRef(true);

  useEffect(() => {
    // The server already sent this page's head; `make dev` (Vite alone) did not.
    if (first.current) {
      first.current = false;
      if (path === servedPath && document.querySelector('link[rel="canonical"]')) return;
    }
    const controller = new AbortController();
    api
      .GET("/api/pages/head", { params: { query: { path } }, signal: controller.signal })
      .then(({ data }) => {
        if (!data) return;
        document.title = data.full_title;
        setMeta('meta[name="description"]', "content", data.description);
        setMeta('meta[name="robots"]', "content", data.robots);
        setMeta('link[rel="canonical"]', "href", data.canonical_url);
        setMeta('meta[property="og:title"]', "content", data.full_title);
        setMeta('meta[property="og:description"]', "content", data.description);
        setMeta('meta[property="og:url"]', "content", data.canonical_url);
        // The server announces a search's feed in the HTML it sends (<link rel="alternate">); that
        // link names the page first loaded, so it goes (the results link to their feed themselves).
        document.head.querySelector('link[type="application/atom+xml"]')?.remove();
      })
      .catch(() => {
        // An aborted or failed head refresh keeps the previous head; the page itself still works.
      });
    return () => controller.abort();
  }, [path]);
}
