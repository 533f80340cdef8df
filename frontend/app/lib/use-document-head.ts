import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { api } from "./api-client";

function setMeta(selector: string, attribute: "content" | "href", value: string): void {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/** The search feed a page announces (<link rel="alternate">); none on pages that list no search. */
function setFeed(path: string | null | undefined, title: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(
    'link[rel="alternate"][type="application/atom+xml"]',
  );
  if (!path) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement("link");
    link.rel = "alternate";
    link.type = "application/atom+xml";
    document.head.append(link);
  }
  link.title = `${title} (Atom feed)`;
  link.setAttribute("href", path);
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
        setFeed(data.feed_path, data.title);
      })
      .catch(() => {
        // An aborted or failed head refresh keeps the previous head; the page itself still works.
      });
    return () => controller.abort();
  }, [path]);
}
