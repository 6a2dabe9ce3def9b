import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Post } from "@contracts/posts/schemas";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFormat } from "@/lib/i18n/format";
import { useLinkedinConnection } from "@/features/linkedin/api";
import { useCan } from "@/entities/profile/use-can";
import { useTimeZone } from "@/entities/scheduling/use-time-zone";
import { usePublishing } from "@/entities/publishing/api";
import { STATE_VIEWS } from "./panel";
import { Problem } from "./panel/parts";
import { usePanelActions, type PanelAct, type PanelDialog } from "./panel/use-panel-actions";
import { useNearCopyCheck } from "./near-copy-check";

// loaded when first asked for: the time zone rules and the link's validation stay out of the editor's first load
const ScheduleDialog = lazy(() => import("./schedule-dialog"));
const MarkPublishedDialog = lazy(() => import("./mark-published-dialog"));

/**
 * The post's publishing in the editor: its status's view (./panel, one per status: Schedule… / Publish now for an
 * idea or a draft, then scheduled for when, publishing, published with its link, failed with the reason, needs
 * checking with the three answers) and the dialogs its actions open. `flush` saves what is typed first and answers
 * the saved version (null: it could not be saved). Without a post (a new post's text before the server has it, an
 * instant after the first keystroke or while offline) it shows the draft's state with its actions waiting.
 */
export function PublishingPanel({
  post,
  textProblem,
  currentBody,
  flush,
}: {
  post: Post | null;
  /** What stops the text as typed now from being published, in words (null: nothing). */
  textProblem: string | null;
  /** The text as typed now (the schedule dialog checks it again). */
  currentBody: () => string;
  flush: () => Promise<number | null>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const zone = useTimeZone();
  const query = usePublishing(post?.id ?? null);
  const linkedin = useLinkedinConnection();
  const panel = usePanelActions(post?.id ?? null, flush);
  // a role that may not schedule or publish (reviewer, client) sees where the post stands, told who acts on it
  const maySchedule = useCan("post.schedule");
  // what sends the post out (Schedule…, Publish now, Add to queue) checks a remix is no near-copy of its source first
  const nearCopy = useNearCopyCheck(post, currentBody);
  const open = (next: PanelDialog, queue?: boolean) =>
    next === "schedule" || next === "publishNow"
      ? nearCopy.guard(() => panel.open(next, queue))
      : panel.open(next, queue);
  const act: PanelAct = async (kind) =>
    kind === "queue" ? nearCopy.guard(() => void panel.act(kind)) : panel.act(kind);

  // the newer of the two says the status (an autosave bumps the post's version); editing never changes the
  // publishing fields, so the last answer's stay right
  const status = !post
    ? "draft"
    : query.data && query.data.post.version >= post.version
      ? query.data.post.status
      : post.status;
  const publishing = query.data?.publishing;
  const version = panel.version ?? post?.version ?? 0;
  // Schedule… and Reschedule… open the same dialog; scheduling replaces the first by the second, so the focus goes
  // back to whichever of them is there once it closes (Radix would return it to a removed button: the page's body)
  const scheduleTrigger = useRef<HTMLButtonElement>(null);
  const refocusScheduleTrigger = (e: Event) => {
    const trigger = scheduleTrigger.current;
    if (!trigger?.isConnected) return;
    e.preventDefault();
    trigger.focus();
  };
  const View = STATE_VIEWS[status];

  return (
    <section
      ref={panel.panelRef}
      tabIndex={-1}
      aria-labelledby="publishing-panel-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <h2 id="publishing-panel-title" className="sr-only">
        {t("publishing.panel.label")}
      </h2>
      <View
        post={post}
        publishing={publishing}
        connection={linkedin.data ? (linkedin.data.connection ?? null) : undefined}
        textProblem={textProblem}
        when={(iso) => `${format.dateTime(iso, zone)} (${zone})`}
        open={open}
        act={act}
        pending={panel.pending}
        scheduleTrigger={scheduleTrigger}
        commentPosted={panel.commentPosted}
        maySchedule={maySchedule}
      />
      {maySchedule ? null : <p className="text-sm text-muted-foreground">{t("publishing.panel.readOnlyRole")}</p>}
      {panel.notSaved ? <Problem>{t("publishing.panel.notSaved")}</Problem> : null}
      <Suspense fallback={null}>
        {post && panel.loaded.has("schedule") ? (
          <ScheduleDialog
            open={panel.dialog === "schedule"}
            onOpenChange={panel.close}
            onCloseAutoFocus={refocusScheduleTrigger}
            post={{ id: post.id, version, body: currentBody() }}
            forQueue={panel.forQueue}
            initialInstant={status === "scheduled" ? (publishing?.scheduledAt ?? null) : null}
          />
        ) : null}
        {post && panel.loaded.has("markPublished") ? (
          <MarkPublishedDialog
            open={panel.dialog === "markPublished"}
            onOpenChange={panel.close}
            post={{ id: post.id, version }}
          />
        ) : null}
      </Suspense>
      {nearCopy.dialog}
      <ConfirmDialog
        open={panel.dialog === "publishNow"}
        onOpenChange={panel.close}
        title={t("publishing.confirmPublishNow.title")}
        description={t("publishing.confirmPublishNow.description")}
        confirmLabel={t("publishing.confirmPublishNow.confirm")}
        cancelLabel={t("publishing.confirmPublishNow.cancel")}
        pending={panel.pending}
        onConfirm={() => void panel.act("publishNow")}
      />
      <ConfirmDialog
        open={panel.dialog === "publishAgain"}
        onOpenChange={panel.close}
        title={t("publishing.confirmPublishAgain.title")}
        description={t("publishing.confirmPublishAgain.description")}
        confirmLabel={t("publishing.confirmPublishAgain.confirm")}
        cancelLabel={t("publishing.confirmPublishAgain.cancel")}
        pending={panel.pending}
        destructive
        onConfirm={() => void panel.act("publishAgain")}
      />
    </section>
  );
}
