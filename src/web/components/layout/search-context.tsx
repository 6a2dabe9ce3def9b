import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { isGlobalShortcut } from "@/lib/ui/shortcuts";

const CommandMenu = lazy(() => import("./command-menu").then((m) => ({ default: m.CommandMenu })));

interface SearchContextValue {
  open: boolean;
  setOpen: (open: boolean | ((v: boolean) => boolean)) => void;
}

const SearchContext = createContext<SearchContextValue | null>(null);

/** Command palette state; Ctrl/Cmd+K opens and closes it (SPEC §2/§9). cmdk loads on first open. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  // Where focus goes back when the palette closes (it may open from a shortcut or a button).
  const returnFocus = useRef<HTMLElement | null>(null);
  const setOpen = useCallback((next: boolean | ((v: boolean) => boolean)) => {
    setOpenState((prev) => {
      const value = typeof next === "function" ? next(prev) : next;
      if (value && !prev && document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
      return value;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (isGlobalShortcut(e, "k")) {
        e.preventDefault();
        setOpen((v) => !v);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [setOpen]);

  const value = useMemo(() => ({ open, setOpen }), [open, setOpen]);
  return (
    <SearchContext.Provider value={value}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <CommandMenu
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(e) => {
              const target = returnFocus.current;
              if (target?.isConnected) {
                e.preventDefault();
                target.focus();
              }
            }}
          />
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
