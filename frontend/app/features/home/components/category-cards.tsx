import {
  BrainCircuit,
  ChartNoAxesCombined,
  Code2,
  Globe,
  Infinity as InfinityIcon,
  KanbanSquare,
  Network,
  Palette,
  ShieldCheck,
  Smartphone,
} from "lucide-react";
import { Link } from "react-router";
import { CATEGORY_CARDS, type CategoryCard } from "../lib/home-content";
import { SectionHeading } from "./section-heading";

const ICONS: Record<CategoryCard["icon"], typeof Code2> = {
  code: Code2,
  globe: Globe,
  smartphone: Smartphone,
  chart: ChartNoAxesCombined,
  brain: BrainCircuit,
  infinity: InfinityIcon,
  shield: ShieldCheck,
  palette: Palette,
  kanban: KanbanSquare,
  network: Network,
};

export function CategoryCards() {
  return (
    <section aria-labelledby="categories-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="categories-heading"
          title="Explore IT Career Categories"
          lead="Skills, salaries, career paths and the latest openings for each field."
        />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {CATEGORY_CARDS.map((card) => {
            const Icon = ICONS[card.icon];
            return (
              <li key={card.name}>
                <Link
                  to={`/careers/${card.slug}`}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5 transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:bg-white hover:shadow-md"
                >
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="mt-4 font-semibold text-ink group-hover:text-brand-700">{card.name}</span>
                  <span className="mt-1 text-sm text-slate-600">{card.description}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
