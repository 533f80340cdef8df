import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { isRouteErrorResponse, Links, Outlet, Scripts, ScrollRestoration } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ToastHost } from "~/components/ui/toast-host";
import { CONSENT_PROBE_SCRIPT, CookieDialog } from "~/features/consent";
import { Island } from "~/islands/island";
import { DOCUMENT_PAGE_META, useIsDocumentPage } from "~/lib/document-page";
import { HydrationMarker } from "~/lib/hydration-marker";
import { createQueryClient } from "~/lib/query-client";
import { useDocumentHead } from "~/lib/use-document-head";
import type { Route } from "./+types/root";

// The 404 screen of a failed loader: not part of every page's first load.
const NotFound = lazy(() =>
  import("~/components/layout/not-found").then((module) => ({ default: module.NotFound })),
);

export function Layout({ children }: { children: ReactNode }) {
  const documentPage = useIsDocumentPage();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2552e0" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no input */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_PROBE_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The server puts this page's title, description, canonical and JSON-LD after this tag. */}
        <meta name="itjobs-head" content="" />
        {documentPage ? <meta name={DOCUMENT_PAGE_META} content="islands" /> : null}
        <Links />
      </head>
      <body>
        <Shell>{children}</Shell>
        <HydrationMarker />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// One client for the page's life, also across a client-side remount of the layout.
let browserQueryClient: QueryClient | undefined;

function pageQueryClient(): QueryClient {
  if (typeof document === "undefined") return createQueryClient(); // prerendering: one per page
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

// The shell lives in the layout, around the fallback, the app and the error screen alike: the page
// the server sent (the hydrate fallback) keeps its header and footer when the app replaces the
// fallback, instead of React re-creating the whole body under the reader's eyes.
function Shell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(pageQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Island name="site-header">
        <SiteHeader />
      </Island>
      {/* A screen tall, as the fallback: the footer never sits in the first view, where a page's
          content arriving after its first paint (a search's results) would push it out (CLS). */}
      <main id="main" className="min-h-screen flex-1 pt-16">
        {children}
      </main>
      <SiteFooter />
      <Island name="cookie-dialog">
        <CookieDialog />
      </Island>
      <ToastHost />
    </QueryClientProvider>
  );
}

function HeadSync() {
  useDocumentHead();
  return null;
}

export default function App() {
  return (
    <>
      <HeadSync />
      <Outlet />
    </>
  );
}

// A screen tall: the footer the server sent stays below the fold until the page's content pushes it
// down, so its move is no layout shift a reader sees (CLS 0.3 on /jobs while it sat in view).
export function HydrateFallback() {
  return <div className="mx-auto min-h-screen max-w-6xl px-4 py-16" aria-busy="true" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : String(error);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-2xl font-bold text-red-700">Unexpected Application Error!</h1>
      <p className="mt-3 rounded-lg bg-red-50 p-4 font-mono text-sm text-red-800">{message}</p>
    </section>
  );
}
