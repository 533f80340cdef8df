import { Check } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import type { Plan } from "~/content/types";
import { cn } from "~/lib/cn";

/** Starter, Professional ('Popular') and Enterprise, priced per month. */
export function PricingPlans({ plans }: { plans: Plan[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.slug}>
          <div
            data-testid={`plan-${plan.slug}`}
            className={cn(
              "relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
              plan.popular ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-xl font-semibold text-ink">{plan.name}</h3>
              {plan.popular ? <Badge tone="brand">Popular</Badge> : null}
            </div>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight text-ink">{`$${plan.price_usd}`}</span>
              <span className="text-slate-600">/month</span>
            </p>
            <ul className="mt-6 grid flex-1 content-start gap-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <ButtonLink
              to="/auth"
              size="lg"
              variant={plan.popular ? "primary" : "outline"}
              className="mt-8"
              aria-label={`${plan.cta}: ${plan.name} plan`}
            >
              {plan.cta}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
