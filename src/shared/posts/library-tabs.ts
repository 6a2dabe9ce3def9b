/** The Library's tabs: the posts, the Media tab, the trash. */
export const LIBRARY_TABS = ["posts", "media", "trash"] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/**
 * The tab a `?tab=` value names (anything else is the posts): the web's route reads its search with it, and the
 * server picks the first data of the page it renders with it (modules/posts/pages.ts).
 */
export function libraryTab(value: unknown): LibraryTab {
  return LIBRARY_TABS.includes(value as LibraryTab) ? (value as LibraryTab) : "posts";
}
