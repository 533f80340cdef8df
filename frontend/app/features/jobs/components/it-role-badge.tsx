import { BadgeCheck } from "lucide-react";
import { badgeClass } from "~/components/ui/badge";
import { Tooltip } from "~/components/ui/tooltip";

export const IT_ROLE_HELP =
  "Verified IT role: the title and description match an IT job family such as software, data, cloud, DevOps, security or networking.";

/** The IT-role badge; hovering or focusing it explains what it means (after 700 ms). */
export function ItRoleBadge() {
  return (
    <Tooltip content={IT_ROLE_HELP}>
      <button type="button" className={badgeClass("brand", "cursor-help")}>
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        IT Role
      </button>
    </Tooltip>
  );
}
