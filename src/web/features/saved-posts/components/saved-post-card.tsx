import { Link } from "@tanstack/react-router";
import { ExternalLink, Lightbulb, Pencil, Shuffle, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SavedPost } from "@contracts/saved-posts/schemas";
import type { Pillar } from "@contracts/strategy/schemas";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFormat } from "@/lib/i18n/format";
import { displayTimeZone } from "@/lib/i18n/time-zone";
import { useTranslation } from "@/lib/i18n/use-translation";
import { toast } from "@/lib/ui/use-toast";
import { useDeleteSavedPost, useSavedPostToIdea } from "../api";
import { SavedPostEditDialog } from "./saved-post-edit-dialog";

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

/** One saved post: its text (as text: pasted HTML shows as written), the link back, what makes it work, actions. */
export function SavedPostCard({
  post,
  pillars,
  mayWrite,
  onRemix,
}: {
  post: SavedPost;
  pillars: Pillar[];
  mayWrite: boolean;
  /** "Remix into my pillar", where offered. */
  onRemix?: (post: SavedPost) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const remove = useDeleteSavedPost();
  const toIdea = useSavedPostToIdea();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  // "Turn into an idea" is disabled while it runs, which drops its focus: a failure gives it back (to try again)
  const ideaRef = useRef<HTMLButtonElement>(null);
  const [ideaFailed, setIdeaFailed] = useState(0);
  useEffect(() => {
    if (ideaFailed) ideaRef.current?.focus();
  }, [ideaFailed]);
  const name = post.authorName || hostOf(post.sourceUrl ?? "") || post.text.slice(0, 40);
  const pillar = pillars.find((p) => p.id === post.pillarId);
  const headingId = `saved-post-${post.id}`;
  const details: [string, string][] = (
    [
      ["savedPosts.card.hookPattern", post.hookPattern],
      ["savedPosts.card.format", post.format],
      ["savedPosts.card.angle", post.angle],
      ["savedPosts.card.why", post.whySaved],
      ["savedPosts.card.figures", post.figures],
    ] as [string, string][]
  ).filter(([, value]) => value);

  const makeIdea = async () => {
    const idea = await toIdea.mutateAsync(post.id).catch(() => null);
    if (idea) toast({ title: t("savedPosts.toast.ideaMade") });
    else setIdeaFailed((n) => n + 1);
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-sm shadow-xs"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-medium">
          {post.authorName ? t("savedPosts.card.by", { author: post.authorName }) : t("savedPosts.card.source")}
        </h3>
        <span className="text-xs text-muted-foreground">
          {t("savedPosts.card.savedOn", {
            date: format.date(post.savedAt, { dateStyle: "medium", timeZone: displayTimeZone() }),
          })}
        </span>
      </header>
      {post.sourceUrl ? (
        <a
          href={post.sourceUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex min-w-0 items-center gap-1 self-start text-brand underline-offset-4 hover:underline"
        >
          <ExternalLink aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{hostOf(post.sourceUrl)}</span>
          <span className="sr-only"> ({t("savedPosts.card.source")})</span>
        </a>
      ) : (
        <span className="text-xs text-muted-foreground">{t("savedPosts.card.noSource")}</span>
      )}
      {post.text ? <p className="line-clamp-6 break-words whitespace-pre-wrap">{post.text}</p> : null}
      {details.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{t(label)}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {post.tags.length || pillar ? (
        <div className="flex flex-wrap gap-1.5">
          {pillar ? <Badge variant="brand">{pillar.name}</Badge> : null}
          {post.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              #{tag}
            </Badge>
          ))}
        </div>
      ) : null}
      {mayWrite ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {post.ideaPostId ? (
            <Link to="/content-management" className={buttonVariants({ variant: "outline", size: "sm" })}>
              <Lightbulb aria-hidden />
              {t("savedPosts.card.ideaMade")}
            </Link>
          ) : (
            <Button ref={ideaRef} size="sm" variant="outline" onClick={() => void makeIdea()} busy={toIdea.isPending}>
              <Lightbulb aria-hidden />
              {t("savedPosts.card.toIdea")}
            </Button>
          )}
          {onRemix ? (
            <Button size="sm" variant="outline" onClick={() => onRemix(post)}>
              <Shuffle aria-hidden />
              {t("savedPosts.card.remix")}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${t("savedPosts.card.edit")}: ${name}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden />
            {t("savedPosts.card.edit")}
          </Button>
          <SavedPostEditDialog open={editing} onOpenChange={setEditing} post={post} pillars={pillars} />
          <Button
            ref={deleteRef}
            size="sm"
            variant="ghost"
            aria-label={`${t("savedPosts.card.delete")}: ${name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            {t("savedPosts.card.delete")}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t("savedPosts.card.deleteTitle")}
            description={t("savedPosts.card.deleteBody")}
            confirmLabel={t("savedPosts.card.delete")}
            cancelLabel={t("savedPosts.form.cancel")}
            destructive
            pending={remove.isPending}
            onConfirm={() =>
              void remove
                .mutateAsync(post.id)
                .then(() => {
                  deleted.current = true;
                  setConfirming(false);
                  toast({ title: t("savedPosts.card.deleted") });
                  document.getElementById("saved-posts-search")?.focus();
                })
                // not deleted (offline, the server out of reach): the toast says why; the dialog closes and the
                // focus goes back to Delete, to try again
                .catch(() => setConfirming(false))
            }
            // Delete again when the post is still there (what the dialog does by itself), the search when it is gone
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              if (!deleted.current && document.getElementById(headingId)) deleteRef.current?.focus();
              else document.getElementById("saved-posts-search")?.focus();
            }}
          />
        </div>
      ) : null}
    </article>
  );
}
