import { useRef, useState } from "react";
import { ApiError } from "@/lib/api/api-client";
import { usePublishingAction, type PublishingAction } from "@/entities/publishing/api";

export type PanelDialog = "schedule" | "publishNow" | "publishAgain" | "markPublished";
export type PanelAct = (kind: Extract<PublishingAction, { version: number }>["kind"]) => Promise<void>;

const noSlots = (error: unknown) => error instanceof ApiError && error.code === "NO_POSTING_SLOTS";

/**
 * The panel's actions: each saves what is typed first (`flush` answers the saved version, null: not saved), then
 * opens its dialog or sends the action on the saved version.
 */
export function usePanelActions(postId: string | null, flush: () => Promise<number | null>) {
  // "Add to queue" without posting slots is no failure: the schedule dialog opens on setting them up
  const action = usePublishingAction((error) => (noSlots(error) ? null : "publishing.panel.actionFailed"));
  const [dialog, setDialog] = useState<PanelDialog | null>(null);
  const [forQueue, setForQueue] = useState(false);
  // the dialogs' code is loaded on first use, then kept mounted (their closing returns the focus)
  const [loaded, setLoaded] = useState<Set<PanelDialog>>(() => new Set());
  const [version, setVersion] = useState<number | null>(null);
  const [notSaved, setNotSaved] = useState(false);
  const [commentPosted, setCommentPosted] = useState(false);
  const panelRef = useRef<HTMLElement>(null);

  const open = async (next: PanelDialog, queue = false) => {
    const saved = await flush();
    setNotSaved(saved === null);
    if (saved === null) return;
    setVersion(saved);
    setForQueue(queue);
    setLoaded((l) => new Set(l).add(next));
    setDialog(next);
  };
  const act: PanelAct = async (kind) => {
    const saved = await flush();
    setNotSaved(saved === null);
    if (saved === null) return;
    if (!postId) return;
    const failure = await action.mutateAsync({ kind, id: postId, version: saved }).then(
      () => null,
      (error: unknown) => error,
    );
    if (kind === "queue" && noSlots(failure)) return void open("schedule", true);
    setDialog(null);
    // its button is gone with the failure: the focus stays in the panel, which says so
    if (kind === "commentAgain" && !failure) {
      setCommentPosted(true);
      panelRef.current?.focus();
    }
  };
  const close = (next: boolean) => !next && setDialog(null);

  return {
    dialog,
    forQueue,
    loaded,
    version,
    notSaved,
    commentPosted,
    panelRef,
    pending: action.isPending,
    open: (next: PanelDialog, queue?: boolean) => void open(next, queue),
    act,
    close,
  };
}
