/** The sidebar's tools (their pages, in the sidebar's order). */
export const SIDEBAR_TOOLS = [
  "/generate-post",
  "/editor",
  "/scheduler",
  "/content-management",
  "/library",
  "/notes",
  "/carousel-editor",
  "/inspirations",
  "/saved-posts",
  "/strategy",
] as const;

/** The tools the server renders with their data (the Post Editor is rendered over instead: `TAKEN_OVER`). */
export const SERVER_RENDERED_TOOLS = SIDEBAR_TOOLS.filter((path) => path !== "/editor");
