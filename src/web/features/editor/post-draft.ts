import type { Post } from "@contracts/posts/schemas";
import type { Versioned } from "@/lib/autosave/autosave";
import { postCopies } from "./local-copies";

/** What the editor autosaves: the fields the writer types or picks. */
export interface PostDraft {
  body: string;
  firstComment: string;
  pillarId: string | null;
  /** The attached files in order (1-20 images or one PDF); a local copy from before attachments may lack it. */
  mediaIds: string[];
  /** A PDF post's title on LinkedIn (null: the file name); a local copy from before titles may lack it. */
  documentTitle?: string | null;
}

export const EMPTY_DRAFT: PostDraft = { body: "", firstComment: "", pillarId: null, mediaIds: [] };

export const draftOf = (post: Post): Versioned<PostDraft> => ({
  version: post.version,
  value: {
    body: post.body,
    firstComment: post.firstComment,
    pillarId: post.pillarId,
    mediaIds: post.media.map((m) => m.id),
    documentTitle: post.documentTitle,
  },
});

/** The local copy of a post's unsaved edits (lib/autosave/autosave.ts); "new" before the draft exists on the server. */
export const draftStorageKey = (postId: string | "new") => postCopies.key(postId);
