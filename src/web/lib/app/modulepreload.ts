/**
 * Links added per task. Each costs the main thread about a millisecond on a slow phone (4x CPU: 20 links in one go
 * were a 120 ms long task), so a long list is spread over several tasks that each stay short.
 */
const PER_TASK = 5;

/**
 * Starts the download of the files the server listed in the page's JSON element `id` (src/server/http/spa-page.ts:
 * `pp-preload`, the code of the page; `pp-app`, the app a signed-out screen hands over to), without running them:
 * the first ones at once, the rest in later tasks (`later`).
 */
export function preloadListed(
  id: string,
  doc: Document = document,
  later: (next: () => void) => void = (next) => setTimeout(next, 0),
) {
  let files: string[];
  try {
    const listed = JSON.parse(doc.getElementById(id)?.textContent ?? "[]") as unknown;
    files = (Array.isArray(listed) ? listed : []).filter(
      (href): href is string => typeof href === "string" && href.startsWith("/assets/"),
    );
  } catch {
    return; // no list: the imports fetch what they need
  }
  const add = (from: number) => {
    for (const href of files.slice(from, from + PER_TASK)) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      doc.head.appendChild(link);
    }
    if (from + PER_TASK < files.length) later(() => add(from + PER_TASK));
  };
  add(0);
}
