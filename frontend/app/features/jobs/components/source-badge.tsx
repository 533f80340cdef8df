import { Badge } from "~/components/ui/badge";
import type { SourceLabel } from "../types";

const TONES: Partial<Record<SourceLabel, "violet" | "amber" | "green">> = {
  Adzuna: "violet",
  JSearch: "amber",
  Direct: "green",
};

/** A source's label; a source without a tone of its own (one added later) is shown neutral. */
export function SourceBadge({ source }: { source: SourceLabel }) {
  return (
    <Badge tone={TONES[source] ?? "neutral"} title={`Source: ${source}`}>
      {source}
    </Badge>
  );
}
