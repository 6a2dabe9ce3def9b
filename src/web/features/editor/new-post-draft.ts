import { same, type Autosave, type AutosaveStatus } from "@/lib/autosave/autosave";
import type { DraftStore } from "./draft-store";
import type { PostDraft } from "./post-draft";

/**
 * The new post's draft for the editor's whole session, before and after the post exists on the server. The text
 * area, its counter and the preview subscribe to this one object, so creating the post mounts nothing again: the
 * caret, the selection, the focus and the keys typed while the post was being created stay where they are. Before
 * the post exists it holds the text (the page keeps a copy in this browser); from `handOver` on, it is the post's
 * autosave seen through this object.
 */
export class NewPostDraft implements DraftStore {
  /** Before the post exists: the page's own status (pending, saving, offline, error). */
  ownStatus: AutosaveStatus = "saved";
  private own: PostDraft;
  private saver: Autosave<PostDraft> | null = null;
  private listeners = new Set<() => void>();

  constructor(
    initial: PostDraft,
    private readonly hooks: {
      /** Runs after each edit made before the hand-over. */
      onEdit: (next: PostDraft) => void;
      /** Creates the post now (Ctrl+S, leaving). */
      create: () => Promise<void>;
    },
  ) {
    this.own = initial;
  }

  get value(): PostDraft {
    return this.saver ? this.saver.value : this.own;
  }

  get status(): AutosaveStatus {
    return this.saver ? this.saver.status : this.ownStatus;
  }

  get handedOver(): boolean {
    return this.saver !== null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  edit(next: PostDraft) {
    if (this.saver) return this.saver.edit(next);
    this.own = next;
    this.emit();
    this.hooks.onEdit(next);
  }

  /** Saves now: the post's autosave once there is one, else creates the post. */
  flush(): Promise<void> {
    return this.saver ? this.saver.flush() : this.hooks.create();
  }

  setStatus(status: AutosaveStatus) {
    if (this.saver || status === this.ownStatus) return;
    this.ownStatus = status;
    this.emit();
  }

  /**
   * From now on the post's autosave holds the draft. What was typed while the post was being created (after what
   * the server answered) becomes the autosave's first edit, before anyone reads its value, so the text area never
   * sees an older text.
   */
  handOver(saver: Autosave<PostDraft>) {
    if (!same(this.own, saver.value)) saver.edit(this.own);
    this.saver = saver;
    saver.subscribe(() => this.emit());
    this.emit();
  }

  private emit() {
    for (const l of this.listeners) l();
  }
}
