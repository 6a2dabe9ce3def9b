import type { RouterHistory } from "./history";

/**
 * The signed-out app's router (src/web/signed-out-main.tsx): a few screens, each at one path, read from the address
 * and changed through the history API. It shows a screen once its code is loaded (the previous one stays until
 * then), lets a guard send the visitor elsewhere first, and hands every other path to the whole app (`leave`),
 * whose router takes over from the history's address.
 */

export type RawSearch = Record<string, string | string[]>;

export interface RouterLocation {
  pathname: string;
  /** Each search parameter's value; an array when it is repeated. */
  search: RawSearch;
  /** Path, search and hash. */
  href: string;
}

/** How the screen came to show: the first load, a link or a redirect, or the back and forward buttons. */
export type RouterAction = "start" | "push" | "replace" | "pop";

export interface RouterState<Screen> {
  location: RouterLocation;
  screen: Screen;
  action: RouterAction;
}

export interface RouterOptions<Screen> {
  history: RouterHistory;
  /** The loader of the screen at a path, or undefined when the path is not one of this router's. */
  screen(pathname: string): (() => Promise<Screen>) | undefined;
  /** Runs before a screen shows: the address to go to instead (e.g. a signed-in visitor's "/"), if any. */
  guard(): Promise<string | undefined>;
  /** The history is at an address this router does not show (or whose screen failed to load): the app's turn. */
  leave(): void;
}

export interface SmallRouter<Screen> {
  /** Shows the history's address (listening to back and forward from now on); resolves once shown or left. */
  start(): Promise<void>;
  navigate(href: string, options?: { replace?: boolean }): Promise<void>;
  /** Loads the screen at an address ahead of a navigation. */
  preload(href: string): void;
  /** Hands the current address to the app (as for an address not its own) and stops. */
  leave(): void;
  /** The screen shown (undefined before the first one; after leaving, the last one). */
  getState(): RouterState<Screen> | undefined;
  subscribe(listener: () => void): () => void;
}

const BASE = "http://app.invalid";

export function parseLocation(href: string): RouterLocation {
  const url = new URL(href, BASE);
  const search: RawSearch = {};
  for (const [key, value] of url.searchParams) {
    const seen = search[key];
    search[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return { pathname: url.pathname, search, href: url.pathname + url.search + url.hash };
}

export function createSmallRouter<Screen>(options: RouterOptions<Screen>): SmallRouter<Screen> {
  const { history } = options;
  let state: RouterState<Screen> | undefined;
  let left = false;
  let latest = 0;
  let unlisten = () => {};
  const listeners = new Set<() => void>();
  const loads = new Map<() => Promise<Screen>, Promise<Screen>>();

  const load = (loader: () => Promise<Screen>) => {
    let pending = loads.get(loader);
    if (!pending) {
      pending = loader();
      loads.set(loader, pending);
      // a failed download may succeed on the next try
      pending.catch(() => loads.delete(loader));
    }
    return pending;
  };

  const write = (href: string, action: RouterAction) => {
    // a link to the address already shown adds no history entry (as in the app's router)
    if (action === "push" && href !== history.location()) history.push(href);
    else if (action === "replace" || href !== history.location()) history.replace(href);
  };

  const leave = () => {
    if (left) return;
    left = true;
    unlisten();
    options.leave();
  };

  /** Goes to `href` (the history's address on start and pop); a later navigation wins over this one. */
  async function go(href: string, action: RouterAction): Promise<void> {
    if (left) return;
    const id = ++latest;
    const location = parseLocation(href);
    const loader = options.screen(location.pathname);
    if (!loader) {
      write(location.href, action);
      return leave();
    }
    const redirect = await options.guard();
    if (id !== latest || left) return;
    if (redirect !== undefined) return go(redirect, "replace");
    let screen: Screen;
    try {
      screen = await load(loader);
    } catch (err) {
      console.warn("loading a screen failed", err);
      if (id !== latest || left) return;
      write(location.href, action);
      return leave();
    }
    if (id !== latest || left) return;
    write(location.href, action);
    state = { location, screen, action };
    for (const listener of listeners) listener();
  }

  const current = () => new URL(history.location(), BASE);

  return {
    start() {
      unlisten = history.listen(() => void go(history.location(), "pop"));
      return go(history.location(), "start");
    },
    navigate(href, { replace = false } = {}) {
      const url = new URL(href, current());
      return go(url.pathname + url.search + url.hash, replace ? "replace" : "push");
    },
    preload(href) {
      const loader = options.screen(new URL(href, current()).pathname);
      if (loader) load(loader).catch(() => undefined);
    },
    leave,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
