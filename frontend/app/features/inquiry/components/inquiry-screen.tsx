import { CheckCircle2, Clock, MessageSquare, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { InquiryForm } from "./inquiry-form";

const NEXT_STEPS = [
  { icon: MessageSquare, text: "Tell us which roles you are hiring for and how many." },
  { icon: Clock, text: "Our sales team answers within one business day." },
  { icon: Users, text: "We suggest the plan that fits and help you publish your first posts." },
];

/** 'Post a Job Inquiry': the contact form, then the thank-you panel. */
export function InquiryScreen() {
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  // The panel replaces the form: move focus (and the view) to it so nobody misses the answer.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);
  return (
    <>
      <PageHeader
        title="Post a Job Inquiry"
        lead="Questions about plans or posting several roles? Send us a message and we will get back to you."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <Card className="p-5 sm:p-8">
          {sent ? (
            <div role="status" className="flex flex-col items-center py-10 text-center">
              <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
                <CheckCircle2 aria-hidden="true" className="size-7" />
              </span>
              <h2
                ref={thanks}
                tabIndex={-1}
                className="mt-4 text-2xl font-semibold text-ink focus:outline-none"
              >
                Thanks for reaching out!
              </h2>
              <p className="mt-2 max-w-md text-slate-600">
                We have received your message and will get back to you shortly.
              </p>
              <ButtonLink to="/employers" variant="secondary" className="mt-6">
                Back to For Employers
              </ButtonLink>
            </div>
          ) : (
            <InquiryForm onSent={() => setSent(true)} />
          )}
        </Card>
        <aside className="space-y-4">
          <Card className="p-5">
            <h2 className="font-semibold text-ink">What happens next</h2>
            <ul className="mt-3 space-y-3">
              {NEXT_STEPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3 text-sm text-slate-700">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {text}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-5">
            <h2 className="font-semibold text-ink">Ready to post now?</h2>
            <p className="mt-2 text-sm text-slate-700">
              Create a company account and publish your first job today.
            </p>
            <ButtonLink to="/auth?mode=signup&type=company" className="mt-4 w-full">
              Create employer account
            </ButtonLink>
          </Card>
        </aside>
      </div>
    </>
  );
}
