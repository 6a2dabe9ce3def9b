/** The page's views (`?view=`), apart from the page so the route's search check does not load the page. */
export type ContentView = "table" | "board";
export const CONTENT_VIEWS: readonly ContentView[] = ["table", "board"];
