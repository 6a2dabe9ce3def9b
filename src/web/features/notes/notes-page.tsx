import { ArchiveRestore } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Note } from "@contracts/notes/schemas";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { textareaClass } from "@/components/ui/input";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { undoToast } from "@/components/ui/undo-toast";
import { useCan } from "@/entities/profile/use-can";
import { useDebounced } from "@/entities/search/content-search";
import { cn } from "@/lib/utils";
import { useActivePillars } from "@/features/editor/editor-data";
import { useCreateNote, useDeleteNote, useNotes, useRestoreNote } from "./api";
import { NoteCard } from "./components/note-card";
import { NoteView } from "./components/note-view";
import { syncNotesCookie } from "./local-copies";
import { isSubmitShortcut } from "@/lib/ui/shortcuts";

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** `/notes`: capture ideas fast, find them again, turn them into drafts. Keyboard: N new note, / search. */
export function NotesPage() {
  const { t } = useTranslation();
  const [trash, setTrash] = useState(false);
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState<string | null>(null);
  const q = useDebounced(query.trim(), 200);
  const notes = useNotes(trash, q, tag ?? "");
  // the tag chips come from the unfiltered list, so choosing one does not hide the others
  const all = useNotes(trash);
  const pillars = useActivePillars();
  const create = useCreateNote();
  const remove = useDeleteNote();
  const restore = useRestoreNote();
  // a role that may not change the workspace's notes (reviewer, client) reads them (the server refuses the rest)
  const mayWrite = useCan("note.write");
  const [draft, setDraft] = useState("");
  const captureRef = useRef<HTMLTextAreaElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // copies kept before the cookie told the server about them (see local-copies.ts)
  useEffect(() => syncNotesCookie(), []);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (e.key === "n" && !trash && mayWrite) {
        e.preventDefault();
        captureRef.current?.focus();
      } else if (e.key === "/") {
        e.preventDefault();
        searchRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [trash, mayWrite]);

  const items = all.data?.items;
  const tags = useMemo(() => {
    const found = new Map<string, string>();
    for (const n of items ?? []) for (const x of n.tags) if (!found.has(x.toLowerCase())) found.set(x.toLowerCase(), x);
    return [...found.values()].sort((a, b) => a.localeCompare(b));
  }, [items]);
  const shown = notes.data?.items ?? [];

  const add = async () => {
    const body = draft.trim();
    if (!body) return;
    const note = await create.mutateAsync({ body: draft }).catch(() => null);
    if (!note) return;
    setDraft("");
    captureRef.current?.focus();
  };

  const onCaptureKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSubmitShortcut(e)) {
      e.preventDefault();
      void add();
    }
  };

  const onDelete = async (note: Note) => {
    const deleted = await remove.mutateAsync(note.id).catch(() => null);
    if (!deleted) return;
    undoToast({
      title: t("notes.deleted.title"),
      undoLabel: t("editor.deleted.undo"),
      altText: t("notes.deleted.altText"),
      onUndo: () => void restore.mutateAsync(note.id).catch(() => {}),
    });
  };

  return (
    <Page
      title={t("notes.title")}
      description={t("notes.description")}
      actions={
        <Button variant="outline" size="sm" aria-pressed={trash} onClick={() => setTrash((v) => !v)}>
          <ArchiveRestore aria-hidden className="size-4" />
          {t("notes.trash")}
        </Button>
      }
    >
      {!mayWrite ? (
        <p className="text-sm text-muted-foreground">{t("notes.readOnly")}</p>
      ) : !trash ? (
        <section className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs">
          <label htmlFor="note-capture" className="text-sm font-medium">
            {t("notes.capture.label")}
          </label>
          <textarea
            id="note-capture"
            ref={captureRef}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onCaptureKey}
            aria-describedby="note-capture-hint"
            placeholder={t("notes.capture.placeholder")}
            className={cn(textareaClass, "min-h-20 resize-y")}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id="note-capture-hint" className="text-xs text-muted-foreground">
              {t("notes.capture.hint")}
            </p>
            <Button size="sm" onClick={() => void add()} disabled={!draft.trim()} busy={create.isPending}>
              {t("notes.capture.add")}
            </Button>
          </div>
        </section>
      ) : null}

      <div className="flex flex-col gap-3">
        <SearchInput
          ref={searchRef}
          aria-label={t("notes.search.label")}
          placeholder={t("notes.search.placeholder")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {tags.length ? (
          <div role="group" aria-label={t("notes.tags")} className="flex flex-wrap gap-1.5">
            {tags.map((x) => (
              <button
                key={x}
                type="button"
                aria-pressed={tag === x}
                onClick={() => setTag((cur) => (cur === x ? null : x))}
                className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Badge variant={tag === x ? "brand" : "outline"} className="px-2 py-1 text-xs">
                  #{x}
                </Badge>
              </button>
            ))}
          </div>
        ) : null}
      </div>

      {notes.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-muted-foreground">
          <Spinner className="size-6" />
          {t("notes.loading")}
        </div>
      ) : shown.length === 0 ? (
        <p className="py-16 text-center text-sm text-muted-foreground">
          {t(trash ? "notes.emptyTrash" : items?.length ? "notes.noMatch" : "notes.empty")}
        </p>
      ) : trash ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((n) => (
            <li key={n.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm shadow-xs">
              <p className="line-clamp-4 whitespace-pre-wrap">{n.body || t("editor.conflict.empty")}</p>
              {mayWrite ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start"
                  onClick={() => void restore.mutateAsync(n.id).catch(() => {})}
                >
                  {t("notes.restore")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {shown.map((n) =>
            mayWrite ? (
              <NoteCard key={n.id} note={n} pillars={pillars} onDelete={(x) => void onDelete(x)} />
            ) : (
              <NoteView key={n.id} note={n} pillars={pillars} />
            ),
          )}
        </div>
      )}
    </Page>
  );
}
