/**
 * Starts the download of the files the server listed in the page's JSON element `id` (src/server/http/spa-page.ts:
 * `pp-preload`, the code of the page; `pp-app`, the app a signed-out screen hands over to), without running them.
 */
export function preloadListed(id: string, doc: Document = document) {
  try {
    const files = JSON.parse(doc.getElementById(id)?.textContent ?? "[]") as unknown;
    for (const href of Array.isArray(files) ? files : []) {
      if (typeof href !== "string" || !href.startsWith("/assets/")) continue;
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      doc.head.appendChild(link);
    }
  } catch {
    // no list: the imports fetch what they need
  }
}
