import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export type Theme = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "vite-ui-theme";
const THEMES: Theme[] = ["light", "dark", "system"];

function readStoredTheme(storageKey: string, fallback: Theme): Theme {
  if (typeof localStorage === "undefined") return fallback;
  try {
    const value = localStorage.getItem(storageKey);
    return THEMES.includes(value as Theme) ? (value as Theme) : fallback;
  } catch {
    return fallback;
  }
}

const systemQuery = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-color-scheme: dark)")
    : null;

function applyTheme(theme: Theme) {
  const resolved = theme === "system" ? (systemQuery()?.matches ? "dark" : "light") : theme;
  const root = document.documentElement;
  // each only when it changes: an attribute of <html> set again restyles the whole page
  if (root.classList.contains("dark") !== (resolved === "dark")) root.classList.toggle("dark", resolved === "dark");
  // The theme switcher's pressed look reads it (styles.css), so prerendered markup shows the saved choice too.
  if (root.dataset.themeChoice !== theme) root.dataset.themeChoice = theme;
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
  return resolved;
}

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: "light" | "dark";
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Theme preference (SPEC §3/§4): light, dark or system (default), saved under `vite-ui-theme`. */
export function ThemeProvider({
  children,
  defaultTheme = "system",
  storageKey = THEME_STORAGE_KEY,
}: {
  children: ReactNode;
  defaultTheme?: Theme;
  storageKey?: string;
}) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(storageKey, defaultTheme));
  // No document when the auth screens are prerendered at build time (src/web/prerender/).
  const [resolvedTheme, setResolved] = useState<"light" | "dark">(() =>
    typeof document !== "undefined" && document.documentElement.classList.contains("dark") ? "dark" : "light",
  );

  useEffect(() => {
    setResolved(applyTheme(theme));
    if (theme !== "system") return;
    const mq = systemQuery();
    if (!mq) return;
    const onChange = () => setResolved(applyTheme("system"));
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, [theme]);

  // Keep several tabs in step.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === storageKey) setThemeState(readStoredTheme(storageKey, defaultTheme));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [storageKey, defaultTheme]);

  const setTheme = useCallback(
    (next: Theme) => {
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        /* storage unavailable: keep the choice for this visit */
      }
      setThemeState(next);
    },
    [storageKey],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme must be used inside ThemeProvider");
  return ctx;
}
