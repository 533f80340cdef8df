import { ClipboardCheck, Eye, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { Spinner } from "~/components/ui/spinner";
import { asApiError } from "~/lib/api-error";
import { useCompany } from "~/lib/queries/company";
import { toast } from "~/lib/toast-store";
import { type JobPost, useCreateJobPost, useJobPosts, useUpdateJobPost } from "../api/job-posts";
import type { PostJobValues } from "../lib/post-job-schema";
import { PlanUsage } from "./plan-usage";
import { PostJobForm, type PostJobSubmit } from "./post-job-form";

const TIPS = [
  {
    icon: ClipboardCheck,
    text: "Name the role the way candidates search for it, e.g. 'Senior Backend Engineer (Go)'.",
  },
  { icon: Eye, text: "A salary range gets noticeably more applications than 'competitive'." },
  {
    icon: ShieldCheck,
    text: "Our team reviews every post before it appears in search, usually within one business day.",
  },
];

interface PostJobScreenProps {
  /** Editing a pending post instead of creating one. */
  editId?: number;
  onDone: () => void;
}

function postedToast(post: JobPost) {
  toast({
    title: "Job Posted Successfully",
    description:
      post.status === "published"
        ? "Your job has been published."
        : "Your job has been submitted for review.",
  });
}

/** /post-job for a signed-in company: the form beside the plan usage and posting tips. */
export function PostJobScreen({ editId, onDone }: PostJobScreenProps) {
  const company = useCompany();
  const posts = useJobPosts();
  const create = useCreateJobPost();
  const update = useUpdateJobPost();
  const [formError, setFormError] = useState<string | null>(null);

  if (company.isPending || posts.isPending) return <Spinner label="Checking your account..." />;
  if (!company.data) {
    return (
      <PageHeader title="Post a Job" lead="We could not load your company account. Please reload the page." />
    );
  }
  const editing = editId === undefined ? undefined : posts.data?.posts.find((post) => post.id === editId);

  const submit: PostJobSubmit = async (values: PostJobValues) => {
    setFormError(null);
    let post: JobPost;
    try {
      post = editing
        ? await update.mutateAsync({ id: editing.id, values })
        : await create.mutateAsync(values);
    } catch (caught) {
      const error = asApiError(caught);
      // 409 is the plan cap (or a post that left review meanwhile): a form-level message, not a field's.
      if (error.errors.length === 0) setFormError(error.message);
      toast({ title: "Job not posted", description: error.message, variant: "destructive" });
      throw error; // the form puts the field errors under their fields
    }
    if (editing)
      toast({ title: "Job post updated", description: "Your changes are saved and still pending review." });
    else postedToast(post);
    onDone();
  };

  const usage = posts.data ?? company.data;
  const atCap = !editing && usage.active_posts >= usage.post_limit;
  const title = editing ? "Edit Job Post" : "Post a Job";

  return (
    <>
      <PageHeader
        title={title}
        lead={
          editing
            ? "Posts can be changed while they wait for review."
            : "Reach IT professionals looking for their next role. Posts go live after a quick review."
        }
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <Card className="p-5 sm:p-8">
          {atCap && !formError ? (
            <FormAlert
              className="mb-6"
              message={`Your ${usage.plan_name} plan allows ${usage.post_limit} active job ${usage.post_limit === 1 ? "post" : "posts"} (pending or published). Close a post or upgrade your plan to post more.`}
            />
          ) : null}
          {editId !== undefined && !editing ? (
            <p className="text-slate-700">
              This post cannot be edited: only posts pending review can be changed.
            </p>
          ) : (
            <PostJobForm
              key={editing?.id ?? "new"}
              company={company.data.name}
              contactEmail={company.data.email}
              initial={editing}
              submitLabel={editing ? "Save Changes" : "Post Job"}
              busyLabel={editing ? "Saving..." : "Posting..."}
              onSubmit={submit}
              notice={formError ? <FormAlert message={formError} /> : null}
            />
          )}
        </Card>
        <aside className="space-y-4">
          <PlanUsage planName={usage.plan_name} used={usage.active_posts} limit={usage.post_limit} />
          <Card className="p-5">
            <h2 className="font-semibold text-ink">Tips for a great post</h2>
            <ul className="mt-3 space-y-3">
              {TIPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3 text-sm text-slate-700">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {text}
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
    </>
  );
}
