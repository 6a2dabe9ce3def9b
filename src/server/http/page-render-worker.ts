// The thread that renders the signed-in pages (http/page-render.ts starts it): the built renderer
// (dist/ssr/render-page.js) with the built app's strings, one page per message, in a heap and an event loop of its
// own, so a page's render never holds up the API's requests on the main thread.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { LANGUAGES } from "../../contracts/language";
import { mergeStrings, type Strings } from "../../shared/i18n/strings";
import type { PageRenderInput } from "./page-render";
import type { PageRenderMessage, PageRenderRequest, PageRenderWorkerData } from "./page-render-protocol";

/** Every file of a language's strings (locales/<lng>/<namespace>.json), as one tree: a render may show any page. */
function allStrings(dir: string): Strings {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .reduce<Strings>(
      (all, f) => mergeStrings(all, JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Strings),
      {},
    );
}

const port = parentPort!;
const post = (message: PageRenderMessage) => port.postMessage(message);
const { file, localesDir } = workerData as PageRenderWorkerData;

try {
  const strings = Object.fromEntries(LANGUAGES.map((lng) => [lng, allStrings(path.join(localesDir, lng))]));
  const mod = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: (s: object) => (input: PageRenderInput) => Promise<string>;
    WARM_UP?: Omit<PageRenderInput, "config">;
  };
  const render = mod.createPageRenderer(strings);
  // The app's state is module-wide (query client, language, session): one page at a time, in arrival order.
  let queue: Promise<unknown> = Promise.resolve();
  port.on("message", ({ id, input }: PageRenderRequest) => {
    queue = queue.then(() =>
      render(input).then(
        (html) => post({ kind: "done", id, html }),
        (err: unknown) => post({ kind: "error", id, error: err instanceof Error ? err.message : String(err) }),
      ),
    );
  });
  post({ kind: "ready", warmUp: mod.WARM_UP });
} catch (err) {
  post({ kind: "failed", error: err instanceof Error ? err.message : String(err) });
}
