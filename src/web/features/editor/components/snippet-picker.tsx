import { useQueryClient } from "@tanstack/react-query";
import { Star, TextQuote } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { toLanguage, type Language } from "@contracts/language";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n/use-translation";
import { loadSnippetLibrary, type SnippetKind, type SnippetLibrary } from "../snippet-library";
import type { ToolbarItemProps } from "./post-toolbar";
import { ToolbarPopover } from "./toolbar-popover";

/**
 * The toolbar's "Hooks and endings" button (issue 32): Inspirations' hook and ending patterns as snippets, the
 * workspace's favourites first. A searchable list (Up/Down move, Enter inserts, Escape closes and returns to the
 * button); picking puts the snippet in as its own paragraph with its first part selected to type over.
 */
export function SnippetPicker({
  onPick,
  buttonClass,
  buttonProps,
}: {
  onPick: (text: string) => void;
  buttonClass: string;
  buttonProps?: ToolbarItemProps;
}) {
  const { t } = useTranslation();
  return (
    <ToolbarPopover
      label={t("editor.toolbar.snippets")}
      icon={<TextQuote aria-hidden className="size-4" />}
      buttonClass={buttonClass}
      buttonProps={buttonProps}
      keepTextSelection
      panelClass="absolute top-full right-0 left-0 z-30 mt-1 flex flex-col gap-2 rounded-lg border bg-popover p-2 text-popover-foreground shadow-md sm:right-auto sm:w-[22rem]"
    >
      {(close) => (
        <SnippetList
          onPick={(text) => {
            close();
            onPick(text);
          }}
        />
      )}
    </ToolbarPopover>
  );
}

type Loaded = { library: SnippetLibrary } | "loading" | "failed";

/**
 * The library and the favourites, loaded as the panel opens. Failed (offline, and its code never fetched on this
 * device): tried again on Retry and when the network comes back.
 */
function useSnippetLibrary(language: Language) {
  const client = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded>("loading");
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    let live = true;
    const settle = (next: Loaded) => {
      if (!live) return;
      setLoaded(next);
      setRetrying(false);
    };
    loadSnippetLibrary(client, language).then(
      (library) => settle({ library }),
      () => settle("failed"),
    );
    return () => {
      live = false;
    };
  }, [client, language, attempt]);
  // the failure stays on screen while trying again: Retry keeps the focus if it fails again
  const retry = useCallback(() => {
    setRetrying(true);
    setAttempt((n) => n + 1);
  }, []);
  const failed = loaded === "failed";
  useEffect(() => {
    if (!failed) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed, retry]);
  return { loaded, retry, retrying };
}

function SnippetList({ onPick }: { onPick: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<SnippetKind>("hook");
  const { loaded, retry, retrying } = useSnippetLibrary(language);
  const library = typeof loaded === "object" ? loaded.library : null;
  const found = useMemo(() => library?.find(query, kind) ?? null, [library, query, kind]);
  const listRef = useRef<HTMLUListElement>(null);
  const searchId = useId();

  // a Retry that worked is gone from the panel: the focus goes back to the search, never to <body>
  useEffect(() => {
    if (library && document.activeElement === document.body) document.getElementById(searchId)?.focus();
  }, [library, searchId]);

  const moveFocus = (e: KeyboardEvent<HTMLElement>) => {
    const options = [...(listRef.current?.querySelectorAll("button") ?? [])];
    const i = options.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    if (i < 0) return void options[0]?.focus();
    if (i + step < 0) return void document.getElementById(searchId)?.focus();
    options[Math.min(options.length - 1, i + step)]?.focus();
  };

  return (
    <>
      <Input
        id={searchId}
        autoFocus
        type="search"
        aria-label={t("editor.toolbar.snippetsSearch")}
        placeholder={t("editor.toolbar.snippetsSearch")}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={moveFocus}
        className="h-8"
      />
      <div role="group" aria-label={t("editor.toolbar.snippetsKind")} className="flex gap-1">
        {(["hook", "ending"] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className="rounded-md px-2.5 py-1 text-xs font-medium text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-secondary aria-pressed:text-foreground"
          >
            {t(`editor.toolbar.snippetsKinds.${k}`)}
          </button>
        ))}
      </div>
      {loaded === "failed" ? (
        <div className="flex flex-col items-start gap-2 px-1 py-2">
          <p role="alert" className="text-xs text-muted-foreground">
            {t(navigator.onLine ? "editor.toolbar.snippetsFailed" : "editor.toolbar.snippetsOffline")}
          </p>
          <Button size="sm" variant="outline" onClick={retry} aria-busy={retrying || undefined}>
            {retrying ? <Spinner /> : null}
            {t("editor.toolbar.snippetsRetry")}
          </Button>
        </div>
      ) : found === null ? (
        <Spinner className="m-3 size-4 self-center" />
      ) : found.length === 0 ? (
        <p role="status" className="px-1 py-2 text-xs text-muted-foreground">
          {t("editor.toolbar.snippetsNone")}
        </p>
      ) : (
        <ul
          ref={listRef}
          onKeyDown={moveFocus}
          aria-label={t(`editor.toolbar.snippetsKinds.${kind}`)}
          className="flex max-h-64 flex-col gap-0.5 overflow-y-auto"
        >
          {found.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                data-snippet={s.id}
                onClick={() => onPick(s.text)}
                className="flex w-full flex-col gap-0.5 rounded-md px-2 py-1.5 text-left outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex items-center gap-1.5 text-xs font-medium">
                  {s.favourite ? (
                    <>
                      <Star aria-hidden className="size-3.5 shrink-0 fill-current text-brand" />
                      <span className="sr-only">{t("editor.toolbar.snippetsFavourite")}: </span>
                    </>
                  ) : null}
                  {s.name}
                </span>
                <span className="text-xs text-muted-foreground">{s.text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
