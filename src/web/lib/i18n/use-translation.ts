import { useSyncExternalStore } from "react";
import i18n from "./i18n";

/**
 * The current language's `t` (a new function after every change, so memoised callbacks that use it follow) and
 * the i18n instance; the component re-renders when the language or the strings change. react-i18next's shape.
 */
export function useTranslation() {
  const t = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.fixedT,
    () => i18n.fixedT,
  );
  return { t, i18n };
}
