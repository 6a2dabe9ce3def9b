import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import type { PostDraft } from "./post-draft";

/**
 * Where the editor's parts read the draft and write it: the post's autosave (`Autosave<PostDraft>` has this shape)
 * or the new post's local draft. Each part subscribes to the field it shows (`useDraftField`), so a keystroke
 * re-renders the text, its counter and the preview's text, not the toolbar, the attachments or the page.
 */
export interface DraftStore {
  readonly value: PostDraft;
  subscribe(listener: () => void): () => void;
  edit(next: PostDraft): void;
}

/** A draft kept in memory; `onEdit` runs after each edit (the new post page keeps it and creates the post). */
export class MemoryDraft implements DraftStore {
  private listeners = new Set<() => void>();
  constructor(
    public value: PostDraft,
    private readonly onEdit: (next: PostDraft) => void,
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  edit(next: PostDraft) {
    this.value = next;
    for (const l of this.listeners) l();
    this.onEdit(next);
  }
}

/** One field of the draft (or something derived that stays equal while unchanged: a string, a boolean). */
export function useDraftField<S>(draft: DraftStore, select: (value: PostDraft) => S): S {
  const subscribe = useCallback((cb: () => void) => draft.subscribe(cb), [draft]);
  const snapshot = () => select(draft.value);
  // the server's render reads the same draft: the post as the server has it
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Applies the draft to the page outside React's render: now, after each render (new words, a new element), and
 * synchronously after each edit. For what follows every keystroke (the text area's value, the counter's numbers):
 * a React render per key costs a third of the keystroke's frame (bench/editor).
 */
export function useDraftSync(draft: DraftStore, apply: (value: PostDraft) => void) {
  const latest = useRef(apply);
  useLayoutEffect(() => {
    latest.current = apply;
    apply(draft.value);
  });
  useLayoutEffect(() => draft.subscribe(() => latest.current(draft.value)), [draft]);
}

const NO_MEDIA: string[] = [];
/** The attached files' ids (a local copy from before attachments has none). */
export const mediaIdsOf = (value: PostDraft) => value.mediaIds ?? NO_MEDIA;
