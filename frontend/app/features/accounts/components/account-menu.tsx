import * as Popover from "@radix-ui/react-popover";
import { ChevronDown, CircleUserRound } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import type { Account } from "~/lib/queries/session";
import { toast } from "~/lib/toast-store";
import { useLogout } from "../api/logout";

// Loaded only for signed-in visitors (header-account.tsx): Radix Popover and its positioning
// engine stay out of every anonymous page load.

function accountLinks(account: Account) {
  const links = [{ to: "/account", label: "Your Account" }];
  if (account.user_type !== "company") links.push({ to: "/saved-jobs", label: "Saved Jobs" });
  if (account.user_type === "company") {
    links.push(
      { to: "/employers/dashboard", label: "Employer Dashboard" },
      { to: "/post-job", label: "Post a Job" },
    );
  }
  links.push({ to: "/onboarding", label: "Edit Profile" });
  return links;
}

function useLogOut(after: () => void) {
  const logout = useLogout();
  const navigate = useNavigate();
  return async () => {
    after();
    await logout.mutateAsync();
    toast({ title: "Logged out", description: "See you soon." });
    navigate("/");
  };
}

const itemClass =
  "block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink";

/** The desktop header's menu for a signed-in account. */
export function AccountMenu({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const logOut = useLogOut(() => setOpen(false));
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label="Account menu"
        className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink"
      >
        <CircleUserRound aria-hidden="true" className="size-5" />
        Account
        <ChevronDown aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-[60] w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500">{account.email}</p>
          <ul>
            {accountLinks(account).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={itemClass} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-slate-100 pt-1">
              <button type="button" className={itemClass} onClick={logOut}>
                Log Out
              </button>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The same choices inside the mobile menu, as plain links. */
export function MobileAccountMenu({
  account,
  linkClass,
  onNavigate,
}: {
  account: Account;
  linkClass: (state: { isActive: boolean }) => string;
  onNavigate: () => void;
}) {
  const logOut = useLogOut(onNavigate);
  return (
    <div className="mt-1 border-t border-slate-200 pt-2">
      <p className="truncate px-3 py-1 text-xs text-slate-500">{account.email}</p>
      {accountLinks(account).map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={(state) => cn(linkClass(state), "block")}
          onClick={onNavigate}
        >
          {link.label}
        </NavLink>
      ))}
      <button type="button" className={itemClass} onClick={logOut}>
        Log Out
      </button>
    </div>
  );
}
