import type { Post } from "@contracts/posts/schemas";
import type { Versioned } from "@/lib/autosave";

/** What the editor autosaves: the fields the writer types or picks. */
export interface PostDraft {
  body: string;
  firstComment: string;
  pillarId: string | null;
}

export const EMPTY_DRAFT: PostDraft = { body: "", firstComment: "", pillarId: null };

export const draftOf = (post: Post): Versioned<PostDraft> => ({
  version: post.version,
  value: { body: post.body, firstComment: post.firstComment, pillarId: post.pillarId },
});

/** The local copy of a post's unsaved edits (lib/autosave.ts); "new" before the draft exists on the server. */
export const draftStorageKey = (postId: string | "new") => `pp:post:${postId}`;

/** LinkedIn's limit for a post, in UTF-16 code units (a styled letter counts 2). */
export const LINKEDIN_POST_LIMIT = 3000;

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter() : null;

/** What a reader counts: user-perceived characters (an emoji with its modifiers is one). */
export function visibleLength(text: string): number {
  if (!segmenter) return [...text].length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}
