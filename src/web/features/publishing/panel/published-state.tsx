import { Bookmark, CheckCircle2, MessageSquarePlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCan } from "@/entities/profile/use-can";
import { useSavePublishedPost } from "@/features/saved-posts/save-published";
import { ApiError } from "@/lib/api/api-client";
import { useTranslation } from "@/lib/i18n/use-translation";
import { toast } from "@/lib/ui/use-toast";
import { cn } from "@/lib/utils";
import { Actions, NewTabLink, State } from "./parts";
import type { StateProps } from "./state-props";

const isDuplicate = (error: unknown) => error instanceof ApiError && error.code === "SAVED_POST_DUPLICATE";

/** Published: when, its link, and "Post the comment again" when its first comment failed. */
export function PublishedState(p: StateProps) {
  const { t } = useTranslation();
  const url = p.publishing?.linkedinPostUrl ?? null;
  const publishedAt = p.publishing?.publishedAt;
  // the post is on LinkedIn, so sending its comment again cannot publish it twice
  const commentFailed = p.publishing?.error === "FIRST_COMMENT_FAILED";
  // the user's own published post, into their swipe file (Saved Posts), on request
  const mayKeep = useCan("note.write");
  const keep = useSavePublishedPost();
  const postId = p.post?.id;
  // saved now, or on an earlier visit (the server's 409 says so): the same button says it is in, and keeps the focus
  const [kept, setKept] = useState(false);
  const saveToSwipeFile = async () => {
    if (!postId || kept || keep.isPending) return;
    const saved = await keep.mutateAsync(postId).catch((error: unknown) => (isDuplicate(error) ? "kept" : null));
    if (!saved) return;
    setKept(true);
    if (saved !== "kept") toast({ title: t("publishing.panel.savedToSwipeFile") });
  };
  return (
    <>
      <State
        icon={<CheckCircle2 aria-hidden className="size-4 text-brand-text" />}
        badge={t("posts.status.published")}
        title={
          publishedAt ? t("publishing.panel.publishedOn", { time: p.when(publishedAt) }) : t("posts.status.published")
        }
      />
      <p role="status" className={cn("text-sm", !p.commentPosted && "sr-only")}>
        {p.commentPosted && !commentFailed ? t("publishing.panel.commentPosted") : ""}
      </p>
      {commentFailed ? (
        <div role="alert" className="grid gap-1 text-sm">
          <p className="font-medium text-destructive">{t("publishing.errors.FIRST_COMMENT_FAILED")}</p>
          {p.publishing?.errorDetail ? (
            <p className="text-muted-foreground">
              {t("publishing.panel.linkedinSaid", { detail: p.publishing.errorDetail })}
            </p>
          ) : null}
        </div>
      ) : null}
      <Actions>
        {commentFailed && p.maySchedule ? (
          <Button size="sm" busy={p.pending} onClick={() => void p.act("commentAgain")}>
            <MessageSquarePlus aria-hidden className="size-4" />
            {t("publishing.panel.commentAgain")}
          </Button>
        ) : null}
        {mayKeep && postId ? (
          <Button
            size="sm"
            variant="outline"
            // busy without `disabled`, which would drop the focus to <body>
            aria-busy={keep.isPending || undefined}
            aria-disabled={kept || undefined}
            className="aria-disabled:opacity-60"
            onClick={() => void saveToSwipeFile()}
          >
            {keep.isPending ? <Spinner /> : <Bookmark aria-hidden className={cn("size-4", kept && "fill-current")} />}
            {t(kept ? "publishing.panel.inSwipeFile" : "publishing.panel.saveToSwipeFile")}
          </Button>
        ) : null}
        {url ? (
          <NewTabLink href={url} label={t("publishing.panel.viewOnLinkedin")} />
        ) : (
          <p className="text-sm text-muted-foreground">{t("publishing.panel.noLink")}</p>
        )}
      </Actions>
    </>
  );
}
