import {
  Briefcase,
  ChartColumn,
  ClipboardList,
  Cloud,
  CodeXml,
  Infinity as InfinityIcon,
  type LucideIcon,
  Network,
  Palette,
  ShieldCheck,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  "software-development": CodeXml,
  "data-science": ChartColumn,
  cybersecurity: ShieldCheck,
  "network-administration": Network,
  devops: InfinityIcon,
  "cloud-computing": Cloud,
  "ui-ux-design": Palette,
  "project-management": ClipboardList,
};

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = ICONS[slug] ?? Briefcase;
  return <Icon aria-hidden="true" className={className} />;
}
