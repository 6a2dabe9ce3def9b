// The pages bench/web measures: /sign-in (signed out) and every sidebar tool signed in, each with the first input a
// person uses on it ("usable": on screen and enabled), and the template's pages they stand beside.

export interface BenchedPage {
  /** The app's path. */
  path: string;
  /** The page's first input, as the printed lines name it. */
  input: string;
  /** A CSS selector for that input (the first match counts). */
  selector: string;
  /** Signed in (with the seeded workspace), or signed out. */
  signedIn: boolean;
}

/** In the order they are measured and printed (`--pages` picks among them). */
export const PAGES: readonly BenchedPage[] = [
  { path: "/sign-in", input: "the email field", selector: 'input[type="email"]', signedIn: false },
  { path: "/generate-post", input: "the topic field", selector: "#gen-topic", signedIn: true },
  { path: "/editor", input: "the post's text area", selector: "#post-body", signedIn: true },
  {
    path: "/scheduler",
    input: "the view switch",
    selector: 'main [role="group"] button[aria-pressed="true"]',
    signedIn: true,
  },
  { path: "/content-management", input: "the search field", selector: "#cm-search", signedIn: true },
  { path: "/library", input: "the search field", selector: "#library-search", signedIn: true },
  { path: "/notes", input: "the new note's field", selector: "#note-capture", signedIn: true },
  { path: "/carousel-editor", input: "the search field", selector: "#carousel-search", signedIn: true },
  { path: "/inspirations", input: "the search field", selector: "#inspirations-search", signedIn: true },
  { path: "/saved-posts", input: "the search field", selector: "#saved-posts-search", signedIn: true },
  // the seeded user has a strategy: the page opens on it, its first control Review Questions
  {
    path: "/strategy",
    input: "the Review Questions button",
    selector: 'main section[aria-labelledby="strategy-name"] button',
    signedIn: true,
  },
];

/** The template's pages (shadcn-admin, no data): its sign-in beside ours, its dashboard beside the signed-in tools. */
export const TEMPLATE_SIGN_IN = "/sign-in";
export const TEMPLATE_DASHBOARD = "/";
/** What "usable" waits for on the template's dashboard, which has no input: its first heading on screen. */
export const TEMPLATE_DASHBOARD_SELECTOR = "main h1, main h2";

/** The pages named by `--pages /notes,/library` (all when not given); an unknown path is an error. */
export function selectPages(arg: string | undefined): BenchedPage[] {
  if (!arg) return [...PAGES];
  const wanted = arg
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = wanted.filter((p) => !PAGES.some((page) => page.path === p));
  if (unknown.length)
    throw new Error(`--pages: unknown ${unknown.join(", ")} (known: ${PAGES.map((p) => p.path).join(", ")})`);
  return PAGES.filter((page) => wanted.includes(page.path));
}
