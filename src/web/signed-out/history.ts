/** Where the small router (./router.ts) reads and writes the address: the browser's history, or one in memory. */
export interface RouterHistory {
  /** The current address: path, search and hash. */
  location(): string;
  push(href: string): void;
  replace(href: string): void;
  /** Calls back on back and forward; returns the unsubscribe. */
  listen(onPop: () => void): () => void;
}

export function browserHistory(win: Window = window): RouterHistory {
  return {
    location: () => win.location.pathname + win.location.search + win.location.hash,
    push: (href) => win.history.pushState(null, "", href),
    replace: (href) => win.history.replaceState(null, "", href),
    listen(onPop) {
      win.addEventListener("popstate", onPop);
      return () => win.removeEventListener("popstate", onPop);
    },
  };
}

/** A history without a browser (the build's prerender, tests); `go` stands for the back and forward buttons. */
export function memoryHistory(initial: string): RouterHistory & { entries(): string[]; go(delta: number): void } {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  return {
    location: () => entries[index]!,
    push(href) {
      entries.splice(index + 1, entries.length, href);
      index = entries.length - 1;
    },
    replace(href) {
      entries[index] = href;
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
    entries: () => [...entries],
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      for (const listener of listeners) listener();
    },
  };
}
