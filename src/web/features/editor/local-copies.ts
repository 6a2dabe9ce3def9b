import { localCopies } from "@/lib/autosave/local-copies";

/**
 * The posts' local copies (`pp:post:<id>`, `pp:post:new` before a new post exists: post-draft.ts) and the cookie
 * set while there is any (lib/autosave/local-copies.ts): the server then sends the Post Editor without its rendered
 * markup, which would show the post without what was typed here (or offline) and not saved yet.
 */
export const POSTS_UNSAVED_COOKIE = "pp-posts-unsaved";
export const postCopies = localCopies("pp:post:", POSTS_UNSAVED_COOKIE);
