// What kind of failure a route's error is: its code or its data could not be fetched (the network is down, or the
// server out of reach), or anything else (a bug, an answer the page did not expect). The first is shown as "not
// available offline" with a retry, inside the shell (features/errors/route-unavailable.tsx); the other keeps the
// error screen.

/**
 * The messages browsers give a dynamic import() whose file (or one of its imports) could not be fetched, and the
 * one Vite's preload helper gives a chunk's stylesheet that did not load. Matched on the start: the URL follows.
 */
const CHUNK_FAILURES = [
  "Failed to fetch dynamically imported module", // Chromium
  "error loading dynamically imported module", // Firefox
  "Importing a module script failed", // Safari
  "Unable to preload CSS for", // Vite (build/modulePreload)
];

/** The TypeError messages of a fetch() that got no answer at all (Chromium, Firefox, Safari, React Native). */
const NETWORK_FAILURES = new Set([
  "Failed to fetch",
  "NetworkError when attempting to fetch resource.",
  "Load failed",
  "Network request failed",
]);

const messageOf = (error: unknown): string | null =>
  error instanceof Error || (typeof error === "object" && error !== null && "message" in error)
    ? String((error as { message: unknown }).message)
    : null;

/** A dynamic import() (a route's code, a lazy screen) that failed because its file could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = messageOf(error);
  return message !== null && CHUNK_FAILURES.some((start) => message.startsWith(start));
}

/** A fetch() that got no answer (not an HTTP error: those are ApiErrors with a status). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && NETWORK_FAILURES.has(error.message);
}

export type LoadFailure = "unreachable" | "other";

/** "unreachable": the route's code or data could not be fetched, retrying once online can fix it. */
export function loadFailureKind(error: unknown): LoadFailure {
  return isChunkLoadError(error) || isNetworkError(error) ? "unreachable" : "other";
}
