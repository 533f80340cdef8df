import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

interface PlanUsageProps {
  planName: string;
  used: number;
  limit: number;
  className?: string;
}

/** 'Starter plan: 1 of 1 active posts' with a bar; at the cap it says what to do about it. */
export function PlanUsage({ planName, used, limit, className }: PlanUsageProps) {
  const full = used >= limit;
  const percent = Math.min(100, Math.round((used / Math.max(limit, 1)) * 100));
  return (
    <div
      className={cn(
        "rounded-xl border p-4",
        full ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold text-ink">{planName} plan</span>
        <span className="text-slate-700">
          {used} of {limit} active {limit === 1 ? "post" : "posts"}
        </span>
      </div>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={cn("h-full rounded-full", full ? "bg-amber-500" : "bg-brand-600")}
          style={{ width: `${percent}%` }}
        />
      </div>
      {full ? (
        <p className="mt-3 flex gap-2 text-sm text-amber-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Your plan's active posts are all in use (pending or published). Close a post on your{" "}
            <Link to="/employers/dashboard" className="font-semibold underline">
              dashboard
            </Link>{" "}
            or{" "}
            <Link to="/employers#pricing" className="font-semibold underline">
              upgrade your plan
            </Link>{" "}
            to post more.
          </span>
        </p>
      ) : null}
    </div>
  );
}
