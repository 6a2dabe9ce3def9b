// Offline support for signed-in pages: registers the service worker (src/web/sw/service-worker.ts, production
// builds only) and tells it what this page loaded and whose data it may keep.
import { answeredFromPage } from "@/lib/api/page-data";
import type { SessionUser } from "@/lib/session/display-name";

const OWNER_KEY = "pp:offline-owner";

function post(message: unknown) {
  navigator.serviceWorker?.controller?.postMessage(message);
  void navigator.serviceWorker?.ready.then((reg) => reg.active?.postMessage(message)).catch(() => undefined);
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(id: string | null) {
  try {
    if (id) localStorage.setItem(OWNER_KEY, id);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage blocked: the worker keeps nothing personal then (see below)
  }
}

/** Signed out (or the session ended): the pages and answers kept for offline use are deleted. */
export function forgetOfflineData() {
  writeOwner(null);
  if (typeof navigator !== "undefined" && "serviceWorker" in navigator) post({ type: "forget" });
}

/**
 * Asks the worker to keep what this page fetched without it: everything loaded so far and the reads the page's own
 * data answered (the server put them in the page: no fetch), then every later fetch that did not pass through it
 * (`workerStart` 0), such as a post's read that was still on its way when the worker took control (it is in neither
 * the first list nor the worker's own traffic).
 */
function keepThisPage() {
  const urls = [
    ...performance.getEntriesByType("resource").map((e) => e.name),
    ...answeredFromPage().map((url) => new URL(url, location.origin).href),
  ];
  post({ type: "keep", page: location.pathname, urls });
  if (typeof PerformanceObserver === "undefined") return;
  new PerformanceObserver((list) => {
    const missed = (list.getEntries() as PerformanceResourceTiming[])
      .filter((e) => e.workerStart === 0)
      .map((e) => e.name);
    if (missed.length) post({ type: "keep", urls: missed });
  }).observe({ type: "resource" });
}

/**
 * Starts the worker once the page has loaded (it never competes with the first paint). `user`: the session the
 * server put in the page (undefined when unknown). Another user's kept data is forgotten before anything is kept.
 */
export function startOfflineSupport(user: SessionUser | null | undefined) {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  if (user === undefined) return;
  const owner = readOwner();
  if (user === null || (owner && owner !== user.id)) forgetOfflineData();
  if (user === null) return;
  writeOwner(user.id);
  if (readOwner() !== user.id) return;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then(keepThisPage)
      .catch((err: unknown) => console.warn("offline support unavailable", err));
  };
  const later = () => setTimeout(register, 1000);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
