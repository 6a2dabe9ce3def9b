/** How much selected text the bookmarklet carries (a LinkedIn post is at most 3,000 characters; URLs stay short). */
export const BOOKMARKLET_TEXT_MAX = 3000;

/**
 * The bookmarklet's code for the app at `origin`: it opens `${origin}/saved-posts/new` with the page's address and
 * the selected text in the query, and does nothing else: no script loaded into the page, no request of its own
 * (a page's Content-Security-Policy cannot stop a navigation it does not make).
 */
export function bookmarkletCode(origin: string): string {
  const target = JSON.stringify(`${origin.replace(/\/+$/, "")}/saved-posts/new`);
  return (
    "javascript:(()=>{" +
    `const t=String(window.getSelection?window.getSelection():"").slice(0,${BOOKMARKLET_TEXT_MAX});` +
    `const u=${target}+"?url="+encodeURIComponent(location.href)+"&text="+encodeURIComponent(t);` +
    'if(!window.open(u,"_blank"))location.href=u;' +
    "})()"
  );
}
