// The app's service worker (built by scripts/build-sw.mjs into dist/web/sw.js, registered by lib/offline/offline.ts in
// production builds): it lets a signed-in writer reload an open post while offline. What it answers and how is
// decided by ./offline-rules.ts; this file only wires those rules to the Cache API.
import {
  ASSETS_CACHE_PREFIX,
  DATA_CACHE,
  MAX_KEPT_BYTES,
  SHELL_KEY,
  offlineRule,
  pageKey,
  withoutServerRender,
  postReadKey,
  staleAssetCaches,
  urlsToKeep,
} from "./offline-rules";

declare const BUILD_ID: string;

// The worker's global scope, as much of it as this file uses (the DOM lib has no ServiceWorkerGlobalScope).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const ORIGIN = worker.location.origin;
const ASSETS_CACHE = `${ASSETS_CACHE_PREFIX}${BUILD_ID}`;

worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleAssetCaches(await caches.keys(), ASSETS_CACHE);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

async function put(cacheName: string, key: string, response: Response) {
  // a fetched answer is "basic" (same origin); one built here (a write's answer kept as a read) is "default"
  if (response.status !== 200 || (response.type !== "basic" && response.type !== "default")) return;
  if (Number(response.headers.get("content-length") ?? 0) > MAX_KEPT_BYTES) return;
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
}

async function fromCache(cacheName: string, key: string): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  // keys are plain URLs: the page's own Vary (Cookie, Accept-Language) must not hide the copy
  return cache.match(key, { ignoreVary: true });
}

/** Network first; the last good answer when the network fails (never when the server answers, even with an error). */
async function networkFirst(request: Request, cacheName: string, keys: string[]): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status === 200) await Promise.all(keys.map((k) => put(cacheName, k, response.clone())));
    return response;
  } catch (err) {
    for (const key of keys) {
      const cached = await fromCache(cacheName, key);
      if (cached) return cached;
    }
    throw err;
  }
}

async function page(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const keys = [pageKey(url), `${ORIGIN}${SHELL_KEY}`];
  try {
    const response = await fetch(request);
    if (response.status === 200) await Promise.all(keys.map((k) => put(DATA_CACHE, k, response.clone())));
    return response;
  } catch (err) {
    for (const key of keys) {
      const cached = await fromCache(DATA_CACHE, key);
      if (cached) return keptPage(cached);
    }
    throw err;
  }
}

/** A kept page as shown offline: without the server's render of that request (withoutServerRender). */
async function keptPage(cached: Response): Promise<Response> {
  const headers = new Headers(cached.headers);
  // the kept body is already decoded, and its length changes
  headers.delete("content-encoding");
  headers.delete("content-length");
  return new Response(withoutServerRender(await cached.text()), { status: 200, headers });
}

async function asset(request: Request): Promise<Response> {
  const cached = await fromCache(ASSETS_CACHE, request.url);
  if (cached) return cached;
  const response = await fetch(request);
  await put(ASSETS_CACHE, request.url, response.clone());
  return response;
}

async function write(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as unknown;
    const key = postReadKey(ORIGIN, body);
    if (key) {
      const headers = new Headers(response.headers);
      await put(DATA_CACHE, key, new Response(JSON.stringify(body), { status: 200, headers }));
    }
  }
  return response;
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const rule = offlineRule(request.method, new URL(request.url), ORIGIN, request.mode);
  if (rule === "page") event.respondWith(page(request));
  else if (rule === "asset") event.respondWith(asset(request));
  else if (rule === "static") event.respondWith(networkFirst(request, ASSETS_CACHE, [request.url]));
  else if (rule === "read") event.respondWith(networkFirst(request, DATA_CACHE, [request.url]));
  else if (rule === "write") event.respondWith(write(request));
});

/** What a page asks: keep what it loaded before the worker took control, or forget the signed-in data. */
async function keep(urls: string[]) {
  for (const url of urlsToKeep(urls, ORIGIN)) {
    const rule = offlineRule("GET", new URL(url), ORIGIN);
    const cacheName = rule === "read" ? DATA_CACHE : ASSETS_CACHE;
    if (await fromCache(cacheName, url)) continue;
    try {
      await put(cacheName, url, await fetch(url, { credentials: "same-origin" }));
    } catch {
      // offline already: nothing to keep
    }
  }
}

// Messages are handled one after the other: "forget" then "keep" (another user signed in) must not interleave.
let messages: Promise<unknown> = Promise.resolve();
const inTurn = (task: () => Promise<unknown>) => (messages = messages.then(task).catch(() => undefined));

worker.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown; page?: unknown } | null;
  if (data?.type === "keep" && Array.isArray(data.urls)) {
    const urls = data.urls.filter((u): u is string => typeof u === "string").slice(0, 500);
    const pageUrl = typeof data.page === "string" ? data.page : null;
    event.waitUntil(
      inTurn(async () => {
        if (pageUrl && new URL(pageUrl, ORIGIN).origin === ORIGIN) {
          const url = new URL(pageUrl, ORIGIN);
          const cached = await fromCache(DATA_CACHE, pageKey(url));
          if (!cached) {
            const response = await fetch(url.href, { credentials: "same-origin" }).catch(() => null);
            if (response?.status === 200) {
              await put(DATA_CACHE, pageKey(url), response.clone());
              await put(DATA_CACHE, `${ORIGIN}${SHELL_KEY}`, response);
            }
          }
        }
        await keep(urls);
      }),
    );
  } else if (data?.type === "forget") {
    // signed out, or another user: their pages and answers must not be shown to the next one
    event.waitUntil(inTurn(() => caches.delete(DATA_CACHE)));
  }
});

export {};
