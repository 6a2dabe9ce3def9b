/**
 * The first GET answers the server read for this page (`<script type="application/json" id="pp-data">`, keyed by
 * URL: src/server/http/page-data.ts; /strategy's questions, answers and strategies). `api()` takes each from here
 * once instead of asking the network, so a signed-in page's first render waits for no data round trip. Only while
 * the page has just loaded (a later request must see later data), and never after a write.
 */
export const PAGE_DATA_MAX_AGE_MS = 30_000;

let entries: Map<string, unknown> | undefined;
/** When the answers were had: the page's start (0) in a browser, the seeding on the server (seedPageData). */
let since = 0;
/** The URLs answered from the page so far, in order. */
const answered: string[] = [];

function read(doc: Document | undefined): Map<string, unknown> {
  const json = doc?.getElementById("pp-data")?.textContent;
  if (!json) return new Map();
  try {
    const data = JSON.parse(json) as unknown;
    return data && typeof data === "object" ? new Map(Object.entries(data)) : new Map();
  } catch {
    return new Map(); // unreadable: the network answers
  }
}

/** What is left to answer, while fresh. */
function fresh(doc: Document | undefined): Map<string, unknown> {
  entries ??= read(doc);
  if (entries.size && performance.now() - since > PAGE_DATA_MAX_AGE_MS) entries.clear();
  return entries;
}

/** Whether the page still holds answers: a route's loader may then wait for them (no network, a full first render). */
export function holdsPageData(doc: Document | undefined = globalThis.document): boolean {
  return fresh(doc).size > 0;
}

/** Whether the page holds the answer for `url` (path + query, as `api()` builds it), still fresh and not taken. */
export function holdsPageAnswer(url: string, doc: Document | undefined = globalThis.document): boolean {
  return fresh(doc).has(url);
}

/** The inlined body for `url` (path + query, as `api()` builds it), once; undefined when the page has none. */
export function takePageData(
  url: string,
  doc: Document | undefined = globalThis.document,
): { body: unknown } | undefined {
  const entries = fresh(doc);
  if (!entries.has(url)) return undefined;
  const body = entries.get(url);
  entries.delete(url);
  answered.push(url);
  return { body };
}

/**
 * The URLs the page answered (path + query): the network never saw those reads, so the service worker, which keeps
 * the reads a post needs offline from the network's answers, is asked to keep them (lib/offline/offline.ts).
 */
export function answeredFromPage(): readonly string[] {
  return answered;
}

/** Forgets what is left (a write happened: it may be stale). */
export function dropPageData() {
  entries = new Map();
}

/** Reads the page again on the next call (tests, and the server's render after each page). */
export function resetPageData() {
  entries = undefined;
  since = 0;
  answered.length = 0;
}

/** The server's render of a page (src/web/prerender/render-page.tsx): the same answers, given instead of read. */
export function seedPageData(data: Record<string, unknown>) {
  entries = new Map(Object.entries(data));
  since = performance.now();
}
