/** The Library's tabs (the route reads `?tab=` with these: kept apart from the page so the route tree stays small). */
export { LIBRARY_TABS, libraryTab, type LibraryTab } from "@shared/posts/library-tabs";
