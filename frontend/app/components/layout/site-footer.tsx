import { Link } from "react-router";
import { useSiteConfig } from "~/lib/site-config";

const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/legal", label: "Legal Notice" },
  { to: "/about", label: "About Us" },
] as const;

export function SiteFooter() {
  const { siteName } = useSiteConfig();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-base font-bold text-ink">{siteName}</p>
          <p className="mt-1 text-sm text-slate-600">
            IT jobs from trusted sources and direct employers. © {new Date().getFullYear()} {siteName}
          </p>
        </div>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-600 hover:text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
