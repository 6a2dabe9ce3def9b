import { Link } from "@tanstack/react-router";
import { AlertTriangle, ExternalLink, FileText, ImageIcon } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { CalendarPost } from "@contracts/calendar/schemas";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { PostStatusBadge } from "./post-status-badge";
import type { useZonedFormat } from "./post-time";

/** One post of the calendar: its time in the user's zone, a link to the editor, status, pillar, files, actions. */
export function CalendarPostCard({
  post,
  format,
  sameMinute = null,
  onReschedule,
}: {
  post: CalendarPost;
  format: ReturnType<typeof useZonedFormat>;
  /** Said when another post is planned at the same minute. */
  sameMinute?: string | null;
  /** No Reschedule… without it (a role that may not schedule). */
  onReschedule?: (post: CalendarPost) => void;
}) {
  const { t } = useTranslation();
  const title = post.excerpt || t("scheduler.untitled");
  return (
    <article className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:flex-row sm:items-start sm:gap-4">
      <time dateTime={post.at} className="w-20 shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums">
        {format.time(post.at)}
      </time>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Link
          to="/editor/$postId"
          params={{ postId: post.id }}
          className="line-clamp-2 text-sm break-words underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {title}
        </Link>
        <div className="flex flex-wrap items-center gap-1.5">
          <PostStatusBadge status={post.status} />
          {post.pillar ? <Badge variant="outline">{post.pillar.name}</Badge> : null}
          {post.media.count > 0 ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              {post.media.kind === "pdf" ? (
                <FileText aria-hidden className="size-3.5" />
              ) : (
                <ImageIcon aria-hidden className="size-3.5" />
              )}
              {post.media.kind === "pdf"
                ? t("scheduler.media.pdf")
                : t("scheduler.media.images", { count: post.media.count })}
            </span>
          ) : null}
          {sameMinute ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-hot-text">
              <AlertTriangle aria-hidden className="size-3.5" />
              {sameMinute}
            </span>
          ) : null}
          {post.error ? <span className="text-xs text-hot-text">{t(`scheduler.errors.${post.error}`)}</span> : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {post.status === "scheduled" && onReschedule ? (
          <Button variant="outline" size="sm" onClick={() => onReschedule(post)}>
            {t("scheduler.reschedule.action")}
            <span className="sr-only">: {title}</span>
          </Button>
        ) : null}
        {post.status === "published" && post.linkedinPostUrl ? (
          <a
            href={post.linkedinPostUrl}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <ExternalLink aria-hidden />
            {t("scheduler.viewOnLinkedin")}
            <span className="sr-only">: {title}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
