import { TextQuote } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { toLanguage } from "@contracts/language";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { ToolbarItemProps } from "./post-toolbar";
import { ToolbarPopover } from "./toolbar-popover";

type SnippetKind = "hook" | "ending";
interface Snippet {
  id: string;
  kind: SnippetKind;
  name: string;
  text: string;
}

/** Inspirations' hooks and endings as skeletons in `language`, filtered: loaded on first open (their own chunk). */
async function loadSnippets(language: "en" | "fr", query: string, kind: SnippetKind): Promise<Snippet[]> {
  const [{ INSPIRATIONS }, { filterInspirations }, { skeleton }] = await Promise.all([
    import("@shared/inspirations/patterns"),
    import("@shared/inspirations/filter"),
    import("@shared/inspirations/structure"),
  ]);
  return filterInspirations(INSPIRATIONS, { query, kind }, language).map((p) => ({
    id: p.id,
    kind,
    name: p.text[language].name,
    text: skeleton(p.text[language], language),
  }));
}

/**
 * The toolbar's "Hooks and endings" button (issue 32): Inspirations' hook and ending patterns as snippets. A
 * searchable list (Up/Down move, Enter inserts, Escape closes and returns to the button); picking puts the snippet in
 * as its own paragraph with its first part selected to type over.
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

function SnippetList({ onPick }: { onPick: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState<SnippetKind>("hook");
  const [found, setFound] = useState<Snippet[] | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchId = useId();

  useEffect(() => {
    let live = true;
    void loadSnippets(language, query, kind).then(
      (list) => live && setFound(list),
      () => live && setFound([]),
    );
    return () => {
      live = false;
    };
  }, [language, query, kind]);

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
      {found === null ? (
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
                onClick={() => onPick(s.text)}
                className="flex w-full flex-col gap-0.5 rounded-md px-2 py-1.5 text-left outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="text-xs font-medium">{s.name}</span>
                <span className="text-xs text-muted-foreground">{s.text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
