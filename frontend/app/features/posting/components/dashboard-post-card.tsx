import { CalendarDays, Copy, ExternalLink, MapPin, Pencil, XCircle } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { JobPost } from "../api/job-posts";
import { formatDate, publicJobPath, STATUS_BADGES } from "../lib/post-status";

interface DashboardPostCardProps {
  post: JobPost;
  busy: boolean;
  onClose: (post: JobPost) => void;
  onDuplicate: (post: JobPost) => void;
}

/** One of the company's posts: status, dates and the actions its status allows. */
export function DashboardPostCard({ post, busy, onClose, onDuplicate }: DashboardPostCardProps) {
  const badge = STATUS_BADGES[post.status];
  const publicPath = post.status === "published" ? publicJobPath(post) : null;
  const created = formatDate(post.created_at);
  const expires = post.status === "published" ? formatDate(post.expires_at) : null;
  return (
    <Card className="p-5" data-testid="dashboard-post">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-ink">
            {publicPath ? (
              <Link to={publicPath} className="hover:text-brand-700 hover:underline">
                {post.title}
              </Link>
            ) : (
              post.title
            )}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {post.location}
            </span>
            <span className="capitalize">{post.job_type.replace("-", " ")}</span>
            {created ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                Posted {created}
              </span>
            ) : null}
            {expires ? <span>Expires {expires}</span> : null}
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {publicPath ? (
          <ButtonLink
            to={publicPath}
            variant="secondary"
            size="sm"
            aria-label={`View job page: ${post.title}`}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            View job page
          </ButtonLink>
        ) : null}
        {post.can_edit ? (
          <ButtonLink
            to={`/post-job?edit=${post.id}`}
            variant="secondary"
            size="sm"
            aria-label={`Edit ${post.title}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => onDuplicate(post)}
          aria-label={`Duplicate ${post.title}`}
        >
          <Copy aria-hidden="true" className="size-4" />
          Duplicate
        </Button>
        {post.can_close ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => onClose(post)}
            aria-label={`Close ${post.title}`}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <XCircle aria-hidden="true" className="size-4" />
            Close
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
