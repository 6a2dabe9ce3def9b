/** The Library's tabs (the route reads `?tab=` with these: kept apart from the page so the route tree stays small). */
export const LIBRARY_TABS = ["posts", "media", "trash"] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];
