import { Badge } from "~/components/ui/badge";
import type { SourceLabel } from "../types";

const TONES = { Adzuna: "violet", JSearch: "amber", Direct: "green" } as const;

export function SourceBadge({ source }: { source: SourceLabel }) {
  return (
    <Badge tone={TONES[source]} title={`Source: ${source}`}>
      {source}
    </Badge>
  );
}
