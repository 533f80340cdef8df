import type { Stat } from "../lib/city-content";

export function StatsBand({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-flow-col md:auto-cols-fr md:grid-cols-none">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm sm:p-5"
        >
          <dt className="text-sm text-slate-600">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight text-brand-700 sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
