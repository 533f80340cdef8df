import { TriangleAlert } from "lucide-react";
import type { SourceStatus } from "../types";

/** Says which sources could not be reached; the results still come from our own index. */
export function SourceNotice({ sources }: { sources: SourceStatus[] }) {
  const degraded = sources.filter((source) => source.status === "degraded");
  if (degraded.length === 0) return null;
  const names = degraded.map((source) => source.name).join(" and ");
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div>
        <p className="font-semibold">
          {names} {degraded.length > 1 ? "are" : "is"} temporarily unavailable
        </p>
        <p className="mt-0.5">
          Showing the latest listings we already have; new jobs from {names} will appear once it is back.
          {degraded.map((source) => (source.message ? ` ${source.message}` : "")).join("")}
        </p>
      </div>
    </div>
  );
}

// search-results.tsx loads the notice on use.
export default SourceNotice;
