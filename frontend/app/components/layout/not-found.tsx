import { Home } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";

/** The not-found screen: '404', 'Oops! Page not found', 'Return to Home'. */
export function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-7xl font-extrabold tracking-tight text-brand-600">404</h1>
      <p className="mt-4 text-xl font-semibold text-ink">Oops! Page not found</p>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has been moved.</p>
      <ButtonLink to="/" className="mt-8" size="lg">
        <Home aria-hidden="true" className="size-4" />
        Return to Home
      </ButtonLink>
    </section>
  );
}
