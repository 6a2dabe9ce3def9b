/**
 * A screen that opens a post in the editor for writing (Generate Post's "Open in editor", Inspirations' "Open as a
 * draft") asks for the focus to be in the post's text once it shows: the request names the post, and is taken once.
 * A module of its own, importing nothing: those screens load none of the editor's code or strings for it.
 */
let requested: string | null = null;

/** The editor opening `postId` next puts the focus in its text. */
export function focusTextOnOpen(postId: string) {
  requested = postId;
}

/** Whether the text of `postId` should take the focus now (true once per request). */
export function takeTextFocusRequest(postId: string): boolean {
  if (requested !== postId) return false;
  requested = null;
  return true;
}
