import { Link } from "@tanstack/react-router";
import { AlertTriangle, CheckCircle2, ExternalLink, Send } from "lucide-react";
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import type { Post } from "@contracts/posts/schemas";
import type { CheckAnswer } from "@contracts/publishing/rules";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFormat } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n/use-translation";
import { usePostSelection } from "@/entities/posts/bulk";
import { useAnswerChecks, usePublishingAction } from "@/entities/publishing/api";
import { LINKEDIN_ACTIVITY_URL } from "@/features/publishing/publishable";
import { useTimeZone } from "@/entities/scheduling/use-time-zone";
import { useCan } from "@/entities/profile/use-can";
import { CHECK_PAGE_SIZE, NEEDS_CHECK_QUERY } from "@shared/posts/content-query";
import { useContentPosts } from "./api";
import { postTitle } from "./post-summary";

const MarkPublishedDialog = lazy(() => import("@/features/publishing/mark-published-dialog"));

type Pending = { kind: "markOne" | "publishOne"; post: Post } | { kind: "publishSelected"; ids: string[] } | null;

/**
 * Every post whose publication needs a check (LinkedIn's answer did not say whether it was created: no answer, a
 * 5xx, a worker cut off), in one place above Content Management's lists: the member looks at their recent activity
 * on LinkedIn once, then answers each post, or several at once, "It is on LinkedIn" (published) or "It is not:
 * publish it". Nothing here re-sends a post without that answer. Shows nothing while no post needs a check. The
 * answers are post.schedule's (contracts/publishing's answerChecks, markPostPublished, publishPostAgain `access`): a
 * role without it sees which posts wait for one (each opens the editor), told who answers, with nothing to tick or
 * press.
 */
export function NeedsCheckSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const zone = useTimeZone();
  const query = useContentPosts(NEEDS_CHECK_QUERY, CHECK_PAGE_SIZE);
  const posts = useMemo(() => query.data?.pages[0]?.items ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const mayAnswer = useCan("post.schedule");
  const { selected, toggle, replace, clear } = usePostSelection();
  const answer = useAnswerChecks();
  const action = usePublishingAction("publishing.panel.actionFailed");
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);
  // once shown, the section stays (saying that nothing is left) so that the focus has somewhere to go
  const [shown, setShown] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  // an answer went through: its row goes, so the focus goes to the heading rather than back to the row
  const answered = useRef(false);
  // the last post "It is on LinkedIn" was asked for: its dialog stays mounted to close (and give the focus back)
  const [marking, setMarking] = useState<Post | null>(null);
  if (posts.length > 0 && !shown) setShown(true);
  if (!shown) return null;

  /** Opens a dialog, remembering the button that opened it (gone once its post is answered). */
  const ask = (next: Exclude<Pending, null>) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    answered.current = false;
    if (next.kind === "markOne") setMarking(next.post);
    setPending(next);
  };

  const ids = posts.map((p) => p.id);
  const chosen = ids.filter((id) => selected.has(id));
  const all = ids.length > 0 && chosen.length === ids.length;
  const afterAnswer = (message: string) => {
    setDone(message);
    clear();
    answered.current = true;
    heading.current?.focus();
  };
  const answerSelected = async (kind: CheckAnswer) => {
    const changed = await answer.mutateAsync({ ids: chosen, answer: kind }).catch(() => null);
    setPending(null);
    if (changed)
      afterAnswer(
        t(kind === "onLinkedin" ? "publishing.checks.markedPublished" : "publishing.checks.sentAgain", {
          count: changed.length,
        }),
      );
  };
  const publishOne = async (post: Post) => {
    const ok = await action.mutateAsync({ kind: "publishAgain", id: post.id, version: post.version }).then(
      () => true,
      () => false,
    );
    setPending(null);
    if (ok) afterAnswer(t("publishing.checks.sentAgain", { count: 1 }));
  };
  // a dialog closing after its row went: the focus goes to the section's heading, not to the page's body
  const keepFocus = (e: Event) => {
    if (!answered.current && trigger.current?.isConnected) return;
    e.preventDefault();
    heading.current?.focus();
  };

  return (
    <section
      aria-labelledby="needs-check-title"
      className="flex flex-col gap-3 rounded-xl border border-hot/40 bg-card p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-2">
        <AlertTriangle aria-hidden className="size-4 text-hot-text" />
        <h2
          id="needs-check-title"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {total ? t("publishing.checks.title", { count: total }) : t("publishing.checks.noneLeft")}
        </h2>
      </div>
      <p role="status" className={cn("text-sm font-medium", !done && "sr-only")}>
        {done ?? ""}
      </p>
      {posts.length && !mayAnswer ? (
        <>
          <p className="text-sm text-muted-foreground">{t("publishing.checks.readOnlyRole")}</p>
          <ul className="divide-y rounded-lg border" aria-labelledby="needs-check-title">
            {posts.map((post) => (
              <li key={post.id} className="grid gap-1 p-3">
                <Link
                  to="/editor/$postId"
                  params={{ postId: post.id }}
                  className="line-clamp-2 font-medium break-words underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {postTitle(post) || t("library.untitled")}
                </Link>
                {post.scheduledAt ? (
                  <p className="text-xs text-muted-foreground">
                    {t("publishing.checks.sentAt", { time: `${format.dateTime(post.scheduledAt, zone)}` })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : posts.length ? (
        <>
          <p className="text-sm text-muted-foreground">{t("publishing.checks.help")}</p>
          <div>
            <ActivityLink label={t("publishing.checks.openActivity")} />
          </div>
          <div
            role="group"
            aria-label={t("publishing.checks.bulkLabel")}
            className="flex min-h-10 flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2"
          >
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={all}
                onChange={() => replace(all ? [] : ids)}
                className="size-4 accent-[var(--primary)]"
              />
              {chosen.length ? t("library.selected", { count: chosen.length }) : t("library.selectAll")}
            </label>
            <Button
              size="sm"
              variant="outline"
              disabled={!chosen.length}
              busy={answer.isPending && answer.variables?.answer === "onLinkedin"}
              onClick={() => void answerSelected("onLinkedin")}
            >
              <CheckCircle2 aria-hidden className="size-4" />
              {t("publishing.checks.selectedOnLinkedin")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!chosen.length}
              onClick={() => ask({ kind: "publishSelected", ids: chosen })}
            >
              <Send aria-hidden className="size-4" />
              {t("publishing.checks.selectedPublish")}
            </Button>
          </div>
          <ul className="divide-y rounded-lg border" aria-labelledby="needs-check-title">
            {posts.map((post) => {
              const title = postTitle(post) || t("library.untitled");
              const titleId = `needs-check-${post.id}`;
              return (
                <li key={post.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
                  <input
                    type="checkbox"
                    checked={selected.has(post.id)}
                    onChange={() => toggle(post.id)}
                    aria-labelledby={titleId}
                    className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
                  />
                  <div className="grid min-w-0 flex-1 gap-1">
                    <Link
                      id={titleId}
                      to="/editor/$postId"
                      params={{ postId: post.id }}
                      className="line-clamp-2 font-medium break-words underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {title}
                    </Link>
                    {post.scheduledAt ? (
                      <p className="text-xs text-muted-foreground">
                        {t("publishing.checks.sentAt", { time: `${format.dateTime(post.scheduledAt, zone)}` })}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap gap-2" role="group" aria-labelledby={titleId}>
                    <ActivityLink label={t("publishing.checks.lookOnLinkedin")} />
                    <Button size="sm" onClick={() => ask({ kind: "markOne", post })}>
                      <CheckCircle2 aria-hidden className="size-4" />
                      {t("publishing.checks.onLinkedin")}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => ask({ kind: "publishOne", post })}>
                      <Send aria-hidden className="size-4" />
                      {t("publishing.checks.publishIt")}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          {total > posts.length ? (
            <p className="text-xs text-muted-foreground">
              {t("publishing.checks.more", { count: total - posts.length })}
            </p>
          ) : null}
        </>
      ) : null}
      <Suspense fallback={null}>
        {marking ? (
          <MarkPublishedDialog
            open={pending?.kind === "markOne"}
            onOpenChange={(open) => !open && setPending(null)}
            onMarked={() => {
              answered.current = true;
              setDone(t("publishing.checks.markedPublished", { count: 1 }));
            }}
            post={{ id: marking.id, version: marking.version }}
            onCloseAutoFocus={keepFocus}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={pending?.kind === "publishOne" || pending?.kind === "publishSelected"}
        onOpenChange={(open) => !open && setPending(null)}
        title={t("publishing.checks.confirmTitle", {
          count: pending?.kind === "publishSelected" ? pending.ids.length : 1,
        })}
        description={t("publishing.confirmPublishAgain.description")}
        confirmLabel={t("publishing.checks.confirm", {
          count: pending?.kind === "publishSelected" ? pending.ids.length : 1,
        })}
        cancelLabel={t("publishing.confirmPublishAgain.cancel")}
        pending={answer.isPending || action.isPending}
        destructive
        onCloseAutoFocus={keepFocus}
        onConfirm={() => {
          if (pending?.kind === "publishOne") void publishOne(pending.post);
          else if (pending?.kind === "publishSelected") void answerSelected("publishAgain");
        }}
      />
    </section>
  );
}

/** The member's recent activity on LinkedIn, where a post whose outcome is unknown can be looked for. */
function ActivityLink({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={LINKEDIN_ACTIVITY_URL}
      target="_blank"
      rel="noreferrer noopener"
      className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
    >
      {label}
      <span className="sr-only"> {t("publishing.panel.newTab")}</span>
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  );
}
