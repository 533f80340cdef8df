import { BriefcaseBusiness, MapPin, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { HeaderAccount, MobileHeaderAccount } from "~/features/accounts";
import { cn } from "~/lib/cn";
import { scrollToId } from "~/lib/scroll-to-hash";
import { nearMeAnchor, useSiteConfig } from "~/lib/site-config";
import { useScrolled } from "~/lib/use-scrolled";

const NAV_LINKS = [
  { to: "/jobs", label: "Find Jobs" },
  { to: "/employers", label: "For Employers" },
  { to: "/saved-jobs", label: "Saved Jobs" },
] as const;

export function SiteHeader() {
  const siteName = useSiteConfig((config) => config.siteName);
  const productName = useSiteConfig((config) => config.productName);
  const productSlug = useSiteConfig((config) => config.productSlug);
  const scrolled = useScrolled(10);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const anchor = nearMeAnchor({ productSlug });

  function goToNearMe() {
    setMenuOpen(false);
    if (pathname === "/") {
      window.history.replaceState(window.history.state, "", `#${anchor}`);
      scrollToId(anchor);
    } else {
      navigate(`/#${anchor}`);
    }
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
      isActive ? "text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-ink",
    );

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200",
        scrolled || menuOpen ? "bg-white shadow-md" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-ink"
          onClick={() => setMenuOpen(false)}
        >
          <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
            <BriefcaseBusiness aria-hidden="true" className="size-4" />
          </span>
          {siteName}
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <HeaderAccount linkClass={linkClass} />
          <button
            type="button"
            onClick={goToNearMe}
            className="ml-2 inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            <MapPin aria-hidden="true" className="size-4" />
            {productName} Near Me
          </button>
        </nav>

        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden"
        >
          <div className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass} onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            ))}
            <MobileHeaderAccount linkClass={linkClass} onNavigate={() => setMenuOpen(false)} />
            <button
              type="button"
              onClick={goToNearMe}
              className="mt-2 inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white"
            >
              <MapPin aria-hidden="true" className="size-4" />
              {productName} Near Me
            </button>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
