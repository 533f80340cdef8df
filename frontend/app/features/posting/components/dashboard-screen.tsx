import { BriefcaseBusiness, Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { Spinner } from "~/components/ui/spinner";
import { asApiError } from "~/lib/api-error";
import { toast } from "~/lib/toast-store";
import { type JobPost, useCloseJobPost, useDuplicateJobPost, useJobPosts } from "../api/job-posts";
import { DashboardPostCard } from "./dashboard-post-card";
import { PlanUsage } from "./plan-usage";

interface DashboardScreenProps {
  companyName: string;
  /** While the company's address is not verified no post is published: the route gives the
   * notice that says so and offers a new link, null once it is verified. */
  verifyEmailNotice: ReactNode;
}

/** /employers/dashboard: the company's posts with their status; edit, close and duplicate. */
export function DashboardScreen({ companyName, verifyEmailNotice }: DashboardScreenProps) {
  const posts = useJobPosts();
  const close = useCloseJobPost();
  const duplicate = useDuplicateJobPost();
  const [closing, setClosing] = useState<JobPost | null>(null);

  async function confirmClose() {
    if (!closing) return;
    try {
      const closed = await close.mutateAsync(closing.id);
      toast({ title: "Job post closed", description: `'${closed.title}' is no longer listed.` });
    } catch (error) {
      const description = asApiError(error).message;
      toast({ title: "Could not close the post", description, variant: "destructive" });
    } finally {
      setClosing(null);
    }
  }

  async function runDuplicate(post: JobPost) {
    try {
      await duplicate.mutateAsync(post.id);
    } catch (error) {
      const description = asApiError(error).message;
      toast({ title: "Could not duplicate the post", description, variant: "destructive" });
      return;
    }
    toast({
      title: "Job post duplicated",
      description: "The copy is pending review; edit it before it goes live.",
    });
  }

  const data = posts.data;

  return (
    <>
      <PageHeader title="Employer Dashboard" lead={`Manage ${companyName}'s job posts.`}>
        <ButtonLink to="/post-job" size="lg">
          <Plus aria-hidden="true" className="size-4" />
          Post a Job
        </ButtonLink>
      </PageHeader>
      {verifyEmailNotice ? (
        <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">{verifyEmailNotice}</div>
      ) : null}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="mb-4 text-xl font-semibold text-ink">
            Your job posts
          </h2>
          {posts.isPending ? <Spinner label="Loading your job posts..." /> : null}
          {posts.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              Your job posts could not be loaded. Please reload the page.
            </p>
          ) : null}
          {data && data.posts.length === 0 ? (
            <EmptyState
              title="No job posts yet"
              description="Post your first IT job; it goes live after a quick review."
              icon={<BriefcaseBusiness aria-hidden="true" className="size-6" />}
              headingLevel="h3"
            >
              <ButtonLink to="/post-job">Post a Job</ButtonLink>
            </EmptyState>
          ) : null}
          <div className="space-y-4">
            {data?.posts.map((post) => (
              <DashboardPostCard
                key={post.id}
                post={post}
                busy={close.isPending || duplicate.isPending}
                onClose={setClosing}
                onDuplicate={runDuplicate}
              />
            ))}
          </div>
        </section>
        <aside className="space-y-4">
          {data ? (
            <PlanUsage planName={data.plan_name} used={data.active_posts} limit={data.post_limit} />
          ) : null}
          <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            <h2 className="font-semibold text-ink">How posting works</h2>
            <p className="mt-2">
              New posts wait for review; they are published once your e-mail address is verified. Published
              posts appear in search for 30 days. Pending and published posts count toward your plan.
            </p>
          </div>
        </aside>
      </div>
      <Dialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title="Close this job post?"
        description={
          closing ? `'${closing.title}' will be removed from search. This cannot be undone.` : undefined
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setClosing(null)}>
            Keep it
          </Button>
          <Button className="bg-red-600 hover:bg-red-700" disabled={close.isPending} onClick={confirmClose}>
            {close.isPending ? "Closing..." : "Close post"}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
