import { LogIn } from "lucide-react";
import { lazy, Suspense } from "react";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { useAccount } from "~/lib/queries/session";

type LinkClass = (state: { isActive: boolean }) => string;

// Most visitors are not signed in: the account menu (Radix Popover) loads only for those who are.
const AccountMenu = lazy(() => import("./account-menu").then((module) => ({ default: module.AccountMenu })));
const MobileAccountMenu = lazy(() =>
  import("./account-menu").then((module) => ({ default: module.MobileAccountMenu })),
);

const placeholder = <span className="inline-block w-20" aria-hidden="true" />;

/** The header's account corner: 'Sign In' for visitors, a small menu once signed in. */
export function HeaderAccount({ linkClass }: { linkClass: LinkClass }) {
  const { account } = useAccount();
  if (account === undefined) return placeholder;
  if (account === null) {
    return (
      <NavLink to="/login" className={linkClass}>
        Sign In
      </NavLink>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu account={account} />
    </Suspense>
  );
}

/** The same choices inside the mobile menu, as plain links. */
export function MobileHeaderAccount({
  linkClass,
  onNavigate,
}: {
  linkClass: LinkClass;
  onNavigate: () => void;
}) {
  const { account } = useAccount();
  if (account === undefined) return null;
  if (account === null) {
    return (
      <NavLink
        to="/login"
        className={(state) => cn(linkClass(state), "inline-flex items-center gap-2")}
        onClick={onNavigate}
      >
        <LogIn aria-hidden="true" className="size-4" />
        Sign In
      </NavLink>
    );
  }
  return (
    <Suspense fallback={null}>
      <MobileAccountMenu account={account} linkClass={linkClass} onNavigate={onNavigate} />
    </Suspense>
  );
}
