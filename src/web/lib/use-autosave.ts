import { useEffect, useRef, useSyncExternalStore } from "react";
import { Autosave, type AutosaveOptions, type Versioned } from "./autosave";

/**
 * One document's autosave (see `Autosave`): created once per `storageKey`, saved when the network returns and when
 * the page is hidden or left. Re-renders on every change of value or status.
 */
export function useAutosave<T>(server: Versioned<T>, opts: AutosaveOptions<T>): Autosave<T> {
  const ref = useRef<{ key: string; saver: Autosave<T> } | null>(null);
  if (ref.current?.key !== opts.storageKey) {
    ref.current?.saver.dispose();
    ref.current = { key: opts.storageKey, saver: new Autosave(server, opts) };
  }
  const saver = ref.current.saver;
  useSyncExternalStore(
    (cb) => saver.subscribe(cb),
    () => saver.revision,
  );

  useEffect(() => {
    saver.syncLocal();
    const flush = () => void saver.flush();
    const hidden = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("online", flush);
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("online", flush);
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
      flush(); // leaving the page in the app: send what is pending
    };
  }, [saver]);

  useEffect(() => saver.adopt(server), [saver, server]);
  return saver;
}
