import { ApiError } from "@/lib/api/api-client";

/** What the server holds: a value at a version (optimistic concurrency, 409 VERSION_CONFLICT when stale). */
export interface Versioned<T> {
  version: number;
  value: T;
}

/**
 * "offline": the browser has no network, the text waits on this device; "retrying": the network is there but the
 * server did not take the save (a 5xx, a timeout): not saved, tried again by itself, the text kept here meanwhile.
 */
export type AutosaveStatus = "saved" | "pending" | "saving" | "offline" | "retrying" | "conflict" | "error";

/** A conflict: the text typed here and what another tab or device saved meanwhile. Neither is dropped. */
export interface Conflict<T> {
  mine: T;
  theirs: Versioned<T>;
}

export interface AutosaveOptions<T> {
  /** localStorage key of this document's local copy (e.g. "pp:post:<id>"). */
  storageKey: string;
  /** Writes `value` on top of `version`; answers the new server state. Throws ApiError 409 when stale. */
  save: (value: T, version: number) => Promise<Versioned<T>>;
  /** The server's current state, read after a conflict. */
  load: () => Promise<Versioned<T>>;
  debounceMs?: number;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  isOnline?: () => boolean;
  /**
   * Runs the local copy's write of an edit soon after (default: when the browser is idle after the keystroke's
   * frame, at most 100 ms later); answers a cancel. The copy is written at once when saving, leaving or hiding.
   */
  deferLocal?: (write: () => void) => () => void;
}

/** After the current frame's paint when the browser offers idle time (Chromium, Firefox), else the next task. */
function whenIdle(write: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(write, { timeout: 100 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(write, 0);
  return () => clearTimeout(id);
}

interface LocalCopy<T> {
  value: T;
  /** The server version the local edits are based on. */
  baseVersion: number;
}

/** Equal values: strings, numbers, null, arrays and plain objects of those (what drafts hold), without serialising. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Nothing typed is ever lost: every edit is written to a local copy (it survives a reload, a closed tab and a network
 * outage) and sent to the server after a pause. The copy of a keystroke is written once its frame is painted (a
 * 6 kB JSON write is not the keystroke's work), several quick edits in one write, and at once when the page is
 * hidden or left (`flush`); offline, it waits for the network; a change made
 * elsewhere meanwhile becomes a conflict holding both versions until the writer decides. Framework-free: the React
 * hook (`use-autosave.ts`) subscribes to it.
 */
export class Autosave<T> {
  value: T;
  base: Versioned<T>;
  status: AutosaveStatus = "saved";
  conflict: Conflict<T> | null = null;
  /** The last refusal that was not a conflict or a network failure (e.g. a 400), for the indicator. */
  error: unknown = null;
  /** Bumped at every change a view may show (value, status, conflict): the hook's snapshot. */
  revision = 0;

  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private listeners = new Set<() => void>();
  private readonly debounceMs: number;
  private readonly storage: AutosaveOptions<T>["storage"];
  private readonly isOnline: () => boolean;
  private readonly deferLocal: (write: () => void) => () => void;
  /** Cancels the local copy's deferred write, when one is waiting. */
  private cancelLocalWrite: (() => void) | null = null;
  /** The page was left: no save is scheduled any more (the local copy waits for the next open). */
  private left = false;

  constructor(
    server: Versioned<T>,
    private readonly opts: AutosaveOptions<T>,
  ) {
    this.debounceMs = opts.debounceMs ?? 800;
    this.storage = opts.storage ?? (typeof localStorage === "undefined" ? undefined : localStorage);
    this.isOnline = opts.isOnline ?? (() => typeof navigator === "undefined" || navigator.onLine);
    this.deferLocal = opts.deferLocal ?? whenIdle;
    this.base = server;
    this.value = server.value;
    const local = this.readLocal();
    if (!local || same(local.value, server.value)) {
      this.clearLocal();
      return;
    }
    // Edits made here and not yet saved (a reload, a closed tab, an outage): send them, unless the server moved on.
    this.value = local.value;
    if (local.baseVersion === server.version) this.schedule(0);
    else this.enterConflict(local.value, server);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An edit: kept locally at once, saved after the pause. */
  edit(value: T) {
    this.value = value;
    if (this.status === "conflict") {
      // the writer keeps typing while deciding: their side of the conflict follows
      this.conflict = { ...this.conflict!, mine: value };
      this.keepLocalSoon();
      this.emit();
      return;
    }
    if (same(value, this.base.value) && !this.inFlight) {
      this.clearTimer();
      this.clearLocal();
      this.setStatus("saved");
      return;
    }
    this.keepLocalSoon();
    this.setStatus(this.isOnline() ? "pending" : "offline");
    this.schedule(this.debounceMs);
  }

  /** Saves now (leaving the page, the network came back); the local copy is written first. */
  flush(): Promise<void> {
    if (this.cancelLocalWrite) this.writeLocal();
    this.clearTimer();
    return this.run();
  }

  /**
   * The page is left: what is pending is sent once, and nothing is retried or scheduled after (a retry from a page
   * no longer shown would race the next open's own autosave; the local copy holds the text until then).
   */
  leave(): Promise<void> {
    const sent = this.flush();
    this.left = true;
    this.clearTimer();
    return sent;
  }

  /** The page shows this document (again, e.g. React's development double mount): saves are scheduled again. */
  attach() {
    this.left = false;
  }

  /**
   * Ends a conflict: keep mine (written on top of their version), take theirs (mine is dropped: the writer chose),
   * or keep both (mine, a blank line, theirs) as the caller combines them.
   */
  resolve(choice: "mine" | "theirs" | { both: T }) {
    const c = this.conflict;
    if (!c) return;
    this.conflict = null;
    this.base = c.theirs;
    if (choice === "theirs") {
      this.value = c.theirs.value;
      this.clearLocal();
      this.setStatus("saved");
      return;
    }
    this.value = choice === "mine" ? c.mine : choice.both;
    this.writeLocal();
    this.setStatus("pending");
    this.schedule(0);
  }

  /** The server state changed by another way (e.g. a refetch): adopt it when nothing is pending here. */
  adopt(server: Versioned<T>) {
    if (server.version <= this.base.version) return;
    if (this.status === "saved") {
      this.base = server;
      this.value = server.value;
      this.emit();
    }
  }

  dispose() {
    if (this.cancelLocalWrite) this.writeLocal();
    this.clearTimer();
    this.listeners.clear();
  }

  private async run(): Promise<void> {
    if (this.inFlight) {
      await this.inFlight;
      if (this.status === "pending" || this.status === "offline" || this.status === "retrying") return this.run();
      return;
    }
    if (this.status === "conflict" || same(this.value, this.base.value)) return;
    if (!this.isOnline()) return this.setStatus("offline");
    const sent = this.value;
    this.setStatus("saving");
    this.inFlight = (async () => {
      try {
        this.base = await this.opts.save(sent, this.base.version);
        this.error = null;
        if (same(this.value, sent)) {
          this.value = this.base.value;
          this.clearLocal();
          this.setStatus("saved");
        } else {
          // typed while saving: the local copy now builds on the new version
          this.writeLocal();
          this.setStatus("pending");
          this.schedule(this.debounceMs);
        }
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) {
          const theirs = await this.opts.load().catch(() => null);
          if (theirs) this.enterConflict(this.value, theirs);
          else this.setStatus("offline");
        } else if (err instanceof ApiError && err.status !== 401 && err.status < 500) {
          this.error = err;
          this.setStatus("error");
        } else {
          // the network or the server failed: the local copy waits for the next try
          this.setStatus(this.isOnline() ? "retrying" : "offline");
          this.schedule(Math.max(this.debounceMs, 5000));
        }
      }
    })();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private enterConflict(mine: T, theirs: Versioned<T>) {
    this.clearTimer();
    if (same(mine, theirs.value)) {
      this.base = theirs;
      this.value = theirs.value;
      this.clearLocal();
      this.setStatus("saved");
      return;
    }
    this.conflict = { mine, theirs };
    this.writeLocal();
    this.setStatus("conflict");
  }

  private schedule(ms: number) {
    this.clearTimer();
    if (this.left) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, ms);
  }

  private clearTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private setStatus(status: AutosaveStatus) {
    this.status = status;
    this.emit();
  }

  private emit() {
    this.revision += 1;
    for (const l of this.listeners) l();
  }

  private readLocal(): LocalCopy<T> | null {
    try {
      const raw = this.storage?.getItem(this.opts.storageKey);
      return raw ? (JSON.parse(raw) as LocalCopy<T>) : null;
    } catch {
      return null;
    }
  }

  /** The edit's local copy, written once the keystroke's frame is done (one write for several quick edits). */
  private keepLocalSoon() {
    this.cancelLocalWrite ??= this.deferLocal(() => {
      this.cancelLocalWrite = null;
      this.writeLocal();
    });
  }

  /** Writes the current value's local copy now (a deferred write waiting is done by this one). */
  private writeLocal() {
    this.cancelLocalWrite?.();
    this.cancelLocalWrite = null;
    const copy: LocalCopy<T> = { value: this.value, baseVersion: this.base.version };
    try {
      this.storage?.setItem(this.opts.storageKey, JSON.stringify(copy));
    } catch {
      // storage full or blocked: the server save still runs
    }
  }

  private clearLocal() {
    this.cancelLocalWrite?.();
    this.cancelLocalWrite = null;
    try {
      this.storage?.removeItem(this.opts.storageKey);
    } catch {
      // nothing to clear
    }
  }
}
