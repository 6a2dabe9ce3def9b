import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

const CommandMenu = lazy(() => import("./command-menu").then((m) => ({ default: m.CommandMenu })));

interface SearchContextValue {
  open: boolean;
  setOpen: (open: boolean | ((v: boolean) => boolean)) => void;
}

const SearchContext = createContext<SearchContextValue | null>(null);

/** Command palette state; Ctrl/Cmd+K opens and closes it (SPEC §2/§9). cmdk loads on first open. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === "k" && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        setOpen((v) => !v);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const value = useMemo(() => ({ open, setOpen }), [open]);
  return (
    <SearchContext.Provider value={value}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <CommandMenu open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </SearchContext.Provider>
  );
}

export function useSearch() {
  const ctx = useContext(SearchContext);
  if (!ctx) throw new Error("useSearch must be used within a SearchProvider");
  return ctx;
}

/** Warm the palette chunk (on hover/focus of the search button). */
export function preloadCommandMenu() {
  void import("./command-menu").catch(() => {});
}
