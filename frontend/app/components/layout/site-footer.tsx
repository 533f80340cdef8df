import { Link } from "react-router";
import { COOKIE_SETTINGS_ATTRIBUTE } from "~/lib/cookie-settings";
import { useSiteConfig } from "~/lib/site-config";

const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/legal", label: "Legal Notice" },
  { to: "/about", label: "About Us" },
] as const;

// Every footer control is a 44 px tall tap target (WCAG 2.5.5): a bare text link is only 16 px tall.
const footerItem =
  "inline-flex min-h-11 items-center rounded-md px-2 text-slate-600 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

export function SiteFooter() {
  const siteName = useSiteConfig((config) => config.siteName);
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between md:py-10">
        <div>
          <p className="text-base font-bold text-ink">{siteName}</p>
          <p className="mt-1 text-sm text-slate-600">
            IT jobs from trusted sources and direct employers. © {new Date().getFullYear()} {siteName}
          </p>
        </div>
        <nav aria-label="Legal" className="-mx-2">
          <ul className="grid grid-cols-2 gap-x-2 text-sm sm:flex sm:flex-wrap sm:gap-x-4">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerItem}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={`${footerItem} cursor-pointer`}
                {...{ [COOKIE_SETTINGS_ATTRIBUTE]: "" }}
              >
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
