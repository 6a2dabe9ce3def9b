import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { Autosave, type AutosaveOptions, type Versioned } from "./autosave";

/**
 * One document's autosave (see `Autosave`): created once per `storageKey`, saved when the network returns and when
 * the page is hidden or left. It does not re-render the caller: views read what they show with `useAutosaveState`
 * (so a keystroke re-renders only what shows the text).
 */
export function useAutosaver<T>(server: Versioned<T>, opts: AutosaveOptions<T>): Autosave<T> {
  const ref = useRef<{ key: string; saver: Autosave<T> } | null>(null);
  if (ref.current?.key !== opts.storageKey) {
    ref.current?.saver.dispose();
    ref.current = { key: opts.storageKey, saver: new Autosave(server, opts) };
  }
  const saver = ref.current.saver;
  useAutosaveLifecycle(saver, server);
  return saver;
}

/**
 * What an autosave needs from the page once it exists (made by `useAutosaver`, or by the new post's editor when the
 * post is created): it saves when the network returns and when the page is hidden or left, and adopts a newer
 * server state.
 */
export function useAutosaveLifecycle<T>(saver: Autosave<T>, server: Versioned<T>) {
  useEffect(() => {
    saver.attach();
    const flush = () => void saver.flush();
    const hidden = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("online", flush);
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("online", flush);
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
      void saver.leave(); // leaving the page in the app: send what is pending, once
    };
  }, [saver]);

  useEffect(() => saver.adopt(server), [saver, server]);
}

/** Part of an autosave's state (`select` answers a value that stays the same object while unchanged). */
export function useAutosaveState<T, S>(saver: Autosave<T>, select: (saver: Autosave<T>) => S): S {
  const subscribe = useCallback((cb: () => void) => saver.subscribe(cb), [saver]);
  const snapshot = () => select(saver);
  // the server's render of a page (notes) reads the same state: the server's answer, no local copy there
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** `useAutosaver` for a small document: re-renders on every change of value or status. */
export function useAutosave<T>(server: Versioned<T>, opts: AutosaveOptions<T>): Autosave<T> {
  const saver = useAutosaver(server, opts);
  useAutosaveState(saver, (s) => s.revision);
  return saver;
}
