import { NotebookPen, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { useDebounced } from "@/entities/search/content-search";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useNotePicker } from "../api";

/** A note's first words, to name it in the form. */
export const noteExcerpt = (body: string) => {
  const line = body.trim().split("\n")[0] ?? "";
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
};

/**
 * "Pick a note": a search over the workspace's notes (the latest first, or the best matches), in a panel under the
 * button; arrow keys move through the results, Enter picks, Escape closes and gives the focus back.
 */
export function NotePicker({
  note,
  onPick,
}: {
  note: { id: string; excerpt: string } | null;
  onPick: (note: { id: string; excerpt: string } | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const q = useDebounced(query.trim(), 200);
  const notes = useNotePicker(q, open);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const pick = (id: string, body: string) => {
    onPick({ id, excerpt: noteExcerpt(body) || t("generatePost.form.untitledNote") });
    close();
  };
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const items = [...(listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    if (!items.length) return;
    e.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = e.key === "ArrowDown" ? Math.min(items.length - 1, at + 1) : at - 1;
    if (next < 0) searchRef.current?.focus();
    else items[next].focus();
  };
  const items = notes.data ?? [];

  return (
    <div className="flex flex-col gap-2">
      {note ? (
        <div className="flex items-center gap-2 rounded-md border border-brand/30 bg-brand/5 px-3 py-2 text-sm">
          <NotebookPen aria-hidden className="size-4 shrink-0 text-brand-text" />
          <span className="min-w-0 flex-1 truncate">
            <span className="sr-only">{t("generatePost.form.fromNote")} </span>
            {note.excerpt}
          </span>
          <button
            type="button"
            onClick={() => onPick(null)}
            aria-label={t("generatePost.form.removeNote")}
            className="rounded p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
      <Button
        ref={toggleRef}
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls="note-picker"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <NotebookPen aria-hidden />
        {note ? t("generatePost.form.changeNote") : t("generatePost.form.pickNote")}
      </Button>
      {open ? (
        <div
          id="note-picker"
          role="group"
          aria-label={t("generatePost.notePicker.title")}
          onKeyDown={onKey}
          className="flex flex-col gap-2 rounded-lg border bg-popover p-2 shadow-md"
        >
          <SearchInput
            ref={searchRef}
            aria-label={t("generatePost.notePicker.search")}
            placeholder={t("generatePost.notePicker.searchPlaceholder")}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {notes.isPending ? (
            <p role="status" className="flex items-center gap-2 px-2 py-3 text-sm text-muted-foreground">
              <Spinner /> {t("generatePost.notePicker.loading")}
            </p>
          ) : items.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">
              {t(q ? "generatePost.notePicker.noMatch" : "generatePost.notePicker.empty")}
            </p>
          ) : (
            <ul
              ref={listRef}
              aria-label={t("generatePost.notePicker.results")}
              className="flex max-h-64 flex-col overflow-y-auto"
            >
              {items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => pick(n.id, n.body)}
                    aria-current={note?.id === n.id || undefined}
                    className="w-full rounded-md px-2 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="line-clamp-2 whitespace-pre-wrap">
                      {n.body.trim() || t("generatePost.form.untitledNote")}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
