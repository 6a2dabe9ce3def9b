/**
 * `/saved-posts/new?url=&text=` (the bookmarklet's address): strings only. Zod- and rule-free: the route's search
 * check runs in the app's entry; the form cuts them to its limits and checks the link before saving.
 */
export function validateSavedPostPrefill(search: Record<string, unknown>): { url?: string; text?: string } {
  const url = typeof search.url === "string" && search.url ? search.url : undefined;
  const text = typeof search.text === "string" && search.text ? search.text : undefined;
  return { ...(url ? { url } : {}), ...(text ? { text } : {}) };
}

/**
 * `/saved-posts?q=`: the search to start with (a Ctrl+K result). The web's route and the server's page loader
 * (modules/saved-posts/pages.ts: the list the page opens on) read it alike.
 */
export function validateSavedPostsSearch(search: Record<string, unknown>): { q?: string } {
  return typeof search.q === "string" && search.q.trim() ? { q: search.q.slice(0, 200) } : {};
}
