import { ArrowRight, Building2, CircleCheck, FileText, Megaphone, Send, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FaqList } from "~/components/ui/faq-list";
import type { EmployerContent } from "../api/get-employer-content";
import { PricingPlans } from "./pricing-plans";

const JOB_POSTING_FEATURES = [
  { icon: FileText, text: "Custom application forms" },
  { icon: Sparkles, text: "Featured positioning" },
  { icon: Megaphone, text: "Promoting company culture" },
] as const;

const REASONS = [
  "Reach job seekers who are searching specifically for IT roles",
  "Listings verified before they go live, so candidates trust them",
  "Simple monthly plans with no per-application fees",
] as const;

/** /employers: services, pricing, FAQ and the closing call to action. */
export function EmployersPage({ plans, faqs }: EmployerContent) {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
          <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "For Employers" }]} />
          <h1 className="mt-6 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            Hire the tech talent your team needs
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            Post your IT, developer and data jobs where qualified candidates are already looking, and manage
            every opening from one company account.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/auth" size="lg">
              Post a Job
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to="/employers/inquiry" size="lg" variant="secondary">
              <Send aria-hidden="true" className="size-4" />
              Send a Hiring Inquiry
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-20 px-4 py-14 sm:px-6">
        <section aria-labelledby="services" className="grid items-center gap-8 lg:grid-cols-2">
          <div>
            <h2 id="services" className="text-3xl font-bold tracking-tight text-ink">
              Our Services
            </h2>
            <p className="mt-3 text-lg text-slate-600">
              Everything you need to attract, reach and hire IT professionals.
            </p>
            <ul className="mt-6 grid gap-3">
              {REASONS.map((reason) => (
                <li key={reason} className="flex gap-3 text-slate-700">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  {reason}
                </li>
              ))}
            </ul>
          </div>
          <Card className="p-6 sm:p-8" data-testid="service-job-postings">
            <div className="flex items-center gap-3">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
                <Building2 aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-xl font-semibold text-ink">Job Postings</h3>
            </div>
            <p className="mt-3 text-slate-600">
              Publish openings that stand out and bring in the right applicants.
            </p>
            <ul className="mt-5 grid gap-3">
              {JOB_POSTING_FEATURES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 text-ink">
                  <Icon aria-hidden="true" className="size-5 text-brand-600" />
                  {text}
                </li>
              ))}
            </ul>
          </Card>
        </section>

        <section aria-labelledby="pricing">
          <div className="text-center">
            <h2 id="pricing" className="text-3xl font-bold tracking-tight text-ink">
              Simple, transparent pricing
            </h2>
            <p className="mt-3 text-lg text-slate-600">
              Choose the plan that fits your hiring. Prices per month.
            </p>
          </div>
          <div className="mt-10">
            <PricingPlans plans={plans} />
          </div>
        </section>

        <section aria-labelledby="faq" className="mx-auto w-full max-w-3xl">
          <h2 id="faq" className="text-center text-3xl font-bold tracking-tight text-ink">
            Frequently Asked Questions
          </h2>
          <div className="mt-8">
            <FaqList faqs={faqs} layout="cards" />
          </div>
        </section>

        <section
          aria-labelledby="cta"
          className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12"
        >
          <Users aria-hidden="true" className="mx-auto size-10 text-brand-200" />
          <h2 id="cta" className="mt-4 text-3xl font-bold tracking-tight">
            Ready to find your next great hire?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Create your company account in minutes and publish your first job today.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/auth" size="lg" variant="secondary">
              Get Started
            </ButtonLink>
            <ButtonLink to="/auth" size="lg" className="bg-white/10 ring-1 ring-white/40 hover:bg-white/20">
              Contact Sales
            </ButtonLink>
          </div>
          <p className="mt-6 text-sm text-brand-100">
            Prefer to talk first?{" "}
            <Link to="/employers/inquiry" className="font-semibold text-white underline">
              Send us a hiring inquiry
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
