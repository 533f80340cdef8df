/**
 * The part of React Router's API that island components use (Link, NavLink, useLocation,
 * useNavigate), for pages the browser loads as documents: every navigation is a page load.
 * The islands build (vite.islands.config.ts) resolves "react-router" to this module, so the same
 * components hydrate on content pages without the router's runtime (about 36 KB gzip).
 */
import type { AnchorHTMLAttributes, CSSProperties, ReactNode, Ref } from "react";

type To = string | { pathname?: string; search?: string; hash?: string };

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

function href(to: To): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ""}${to.hash ?? ""}`;
}

export function useLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useNavigate() {
  return (to: To | number, options?: { replace?: boolean }) => {
    if (typeof to === "number") window.history.go(to);
    else if (options?.replace) window.location.replace(href(to));
    else window.location.assign(href(to));
  };
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className" | "style" | "children">;

// Router-only props are accepted and dropped: a document link has no client-side state to pass.
interface RouterLinkProps {
  to: To;
  state?: unknown;
  replace?: boolean;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  prefetch?: string;
  discover?: string;
  viewTransition?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export interface LinkProps extends AnchorProps, RouterLinkProps {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export function Link({
  to,
  state,
  replace,
  reloadDocument,
  preventScrollReset,
  prefetch,
  discover,
  viewTransition,
  ...props
}: LinkProps) {
  // data-discover as React Router renders it, so the prerendered anchors hydrate unchanged.
  return <a href={href(to)} data-discover="true" {...props} />;
}

interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends AnchorProps, RouterLinkProps {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((state: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkRenderProps) => ReactNode);
}

/** React Router's matching rule: the same path, or a path below it unless `end`. */
export function isActivePath(current: string, target: string, end = false, caseSensitive = false): boolean {
  let location = current;
  let path = target;
  if (!caseSensitive) {
    location = location.toLowerCase();
    path = path.toLowerCase();
  }
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return (
    location === path ||
    (!end && path !== "/" && location.startsWith(path) && location.charAt(path.length) === "/")
  );
}

export function NavLink({ to, end, caseSensitive, className, style, children, ...props }: NavLinkProps) {
  const target = href(to).split(/[?#]/)[0] ?? "";
  const isActive = isActivePath(window.location.pathname, target, end, caseSensitive);
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : className}
      style={typeof style === "function" ? style(state) : style}
      {...props}
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
}
