// The page's views (`?view=`), apart from the page so the route's search check does not load the page.
export { CONTENT_VIEWS, contentView, type ContentView } from "@shared/posts/content-query";
