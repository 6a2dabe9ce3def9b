import { useSyncExternalStore } from "react";

/** SPEC §3/§5: font inter, manrope or system (default inter), saved in localStorage under "font". */
export const FONTS = ["inter", "manrope", "system"] as const;
export type Font = (typeof FONTS)[number];
export const DEFAULT_FONT: Font = "inter";
export const FONT_STORAGE_KEY = "font";

/** Only inter, manrope or system are accepted; anything else is inter. */
export function validateFont(value: unknown): Font {
  return typeof value === "string" && (FONTS as readonly string[]).includes(value) ? (value as Font) : DEFAULT_FONT;
}

export function readStoredFont(): Font {
  try {
    return validateFont(localStorage.getItem(FONT_STORAGE_KEY));
  } catch {
    return DEFAULT_FONT;
  }
}

/** Applies the font to <html data-font> (index.html does the same before first paint). */
export function applyFont(font: Font) {
  if (document.documentElement.dataset.font !== font) document.documentElement.dataset.font = font;
}

const listeners = new Set<() => void>();

export function setFont(value: Font) {
  const font = validateFont(value);
  try {
    localStorage.setItem(FONT_STORAGE_KEY, font);
  } catch {
    /* storage unavailable: keep it for this visit */
  }
  applyFont(font);
  for (const l of listeners) l();
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  const onStorage = (e: StorageEvent) => {
    if (e.key === FONT_STORAGE_KEY) {
      applyFont(readStoredFont());
      cb();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(cb);
    window.removeEventListener("storage", onStorage);
  };
}

export function useFont(): [Font, (font: Font) => void] {
  const font = useSyncExternalStore(subscribe, readStoredFont, () => DEFAULT_FONT);
  return [font, setFont];
}
