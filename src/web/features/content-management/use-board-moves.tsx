import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useState } from "react";
import { errorMessageKey } from "@contracts/error-messages";
import { can } from "@contracts/posts/lifecycle";
import type { Post, PostStatus } from "@contracts/posts/schemas";
import { linkedInTextFacts } from "@shared/post-text";
import { toastApiFailure } from "@/lib/api/api-error-text";
import { toast } from "@/lib/ui/use-toast";
import { useTranslation } from "@/lib/i18n/use-translation";
import { POST_KEYS } from "@/entities/posts/api";
import { useLinkedinConnection } from "@/features/linkedin/api";
import { isVersionConflict } from "@/entities/publishing/api";
import { connectionFacts } from "@/features/publishing/publishable";
import { moveBack } from "./api";
import { mayMove, planMove, type MoveRefusal, type MoveRights } from "./board-moves";
import { postTitle } from "./post-summary";

const ScheduleDialog = lazy(() => import("@/features/publishing/schedule-dialog"));
const MarkPublishedDialog = lazy(() => import("@/features/publishing/mark-published-dialog"));

type Dialog = { kind: "schedule" | "markPublished"; post: Post } | null;

/**
 * Moving cards on the board (drag and drop, keyboard dragging, "Move to…"): the card shows in its new column at once
 * (`moving`), the server's answer replaces it (`known`), and a refusal puts it back with a toast saying why. A move
 * to scheduled opens the schedule dialog (a time or the next free slot); needs check -> published the "Mark as
 * published" dialog; closing either without doing it puts the card back. A move the role may not make (`rights`)
 * is refused before any request.
 */
export function useBoardMoves(rights: MoveRights) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? "en");
  const client = useQueryClient();
  const linkedin = useLinkedinConnection();
  const [moving, setMoving] = useState<Record<string, PostStatus>>({});
  const [known, setKnown] = useState<Record<string, Post>>({});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [announcement, setAnnouncement] = useState("");

  const label = (post: Post) => postTitle(post) || t("library.untitled");
  const settle = (id: string) =>
    setMoving((m) => {
      const { [id]: _, ...rest } = m;
      return rest;
    });
  const remember = (post: Post) => setKnown((k) => ({ ...k, [post.id]: post }));
  const refused = (post: Post, reason: string) => {
    toast({ variant: "destructive", title: t("contentManagement.refused.title"), description: reason });
    setAnnouncement(t("contentManagement.announce.refused", { title: label(post) }));
  };
  const reasonText = (reason: MoveRefusal) => t(`contentManagement.refused.${reason}`);

  const move = useCallback(
    async (post: Post, to: PostStatus) => {
      const from = moving[post.id] ?? post.status;
      const plan = planMove(from, to);
      const column = t(`posts.status.${to}`);
      if (plan.kind !== "none" && plan.kind !== "refused" && !mayMove(plan, rights))
        return refused(post, reasonText("role"));
      switch (plan.kind) {
        case "none":
          return;
        case "refused":
          return refused(post, reasonText(plan.reason));
        case "schedule": {
          // the lifecycle's needs first, as the server checks them: the text, then the connection (the time is the
          // dialog's to choose)
          const text = linkedInTextFacts(post.body);
          const connection = linkedin.data ? connectionFacts(linkedin.data.connection) : undefined;
          const code = can("schedule", { status: from, text, connection });
          if (code === "POST_TOO_LONG_FOR_LINKEDIN")
            return refused(post, t("editor.counter.over", { count: text.over, over: number.format(text.over) }));
          if (code) return refused(post, t(errorMessageKey(code)));
          setMoving((m) => ({ ...m, [post.id]: to }));
          return setDialog({ kind: "schedule", post });
        }
        case "markPublished":
          setMoving((m) => ({ ...m, [post.id]: to }));
          return setDialog({ kind: "markPublished", post });
        default: {
          setMoving((m) => ({ ...m, [post.id]: to }));
          try {
            const answer = await moveBack(post, plan);
            remember(answer);
            setAnnouncement(t("contentManagement.announce.moved", { title: label(post), column }));
          } catch (error) {
            toastApiFailure(t("contentManagement.toast.moveFailed"), error, t);
            setAnnouncement(t("contentManagement.announce.refused", { title: label(post) }));
            if (isVersionConflict(error)) setKnown(({ [post.id]: _, ...rest }) => rest);
          } finally {
            settle(post.id);
            void client.invalidateQueries({ queryKey: POST_KEYS.all });
          }
        }
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [moving, linkedin.data, t, rights.write, rights.schedule],
  );

  const closeDialog = (open: boolean) => {
    if (open || !dialog) return;
    settle(dialog.post.id);
    setDialog(null);
    void client.invalidateQueries({ queryKey: POST_KEYS.all });
  };

  const dialogs = dialog ? (
    <Suspense fallback={null}>
      {dialog.kind === "schedule" ? (
        <ScheduleDialog
          open
          onOpenChange={closeDialog}
          post={dialog.post}
          initialInstant={null}
          onScheduled={(answer) => {
            remember(answer.post);
            setAnnouncement(
              t("contentManagement.announce.moved", { title: label(answer.post), column: t("posts.status.scheduled") }),
            );
          }}
        />
      ) : (
        <MarkPublishedDialog open onOpenChange={closeDialog} post={dialog.post} />
      )}
    </Suspense>
  ) : null;

  return { move, moving, known, dialogs, announcement };
}
