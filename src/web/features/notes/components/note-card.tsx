import { useNavigate } from "@tanstack/react-router";
import { FilePenLine, Pin, Trash2 } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { normalizeTags } from "@contracts/notes/rules";
import type { Note } from "@contracts/notes/schemas";
import type { Pillar } from "@contracts/strategy/schemas";
import { Button } from "@/components/ui/button";
import { Input, selectClass, textareaClass } from "@/components/ui/input";
import { useAutosave } from "@/lib/autosave/use-autosave";
import { cn } from "@/lib/utils";
import { SaveStatus } from "@/features/editor/components/save-status";
import { getNote, updateNote, useConvertNote, useRememberNote } from "../api";
import { noteCopies, noteCopyKey } from "../local-copies";
import { NotePosts } from "./note-posts";
import { isSubmitShortcut } from "@/lib/ui/shortcuts";

interface NoteDraft {
  body: string;
  tags: string[];
  pillarId: string | null;
  pinned: boolean;
}

const draftOf = (n: Note) => ({
  version: n.version,
  value: { body: n.body, tags: n.tags, pillarId: n.pillarId, pinned: n.pinned } satisfies NoteDraft,
});

const splitTags = (text: string) => normalizeTags(text.split(","));

/** One note, edited in place and saved as you type (versions, local copy, conflicts: lib/autosave/autosave.ts). */
export function NoteCard({
  note,
  pillars,
  onDelete,
}: {
  note: Note;
  pillars: Pillar[];
  onDelete: (note: Note) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remember = useRememberNote();
  const convert = useConvertNote();
  const saver = useAutosave<NoteDraft>(draftOf(note), {
    storageKey: noteCopyKey(note.id),
    // the server's render has no localStorage: no copy there
    storage: typeof localStorage === "undefined" ? undefined : noteCopies(),
    debounceMs: 600,
    save: (value, version) =>
      updateNote(note.id, { version, ...value }).then((saved) => {
        remember(saved);
        return draftOf(saved);
      }),
    load: () => getNote(note.id).then(draftOf),
  });
  const value = saver.value;
  const [tagText, setTagText] = useState(value.tags.join(", "));
  const bodyId = `note-${note.id}`;

  const commitTags = () => {
    const tags = splitTags(tagText);
    setTagText(tags.join(", "));
    if (tags.join("\n") !== value.tags.join("\n")) saver.edit({ ...value, tags });
  };

  const toDraft = async () => {
    await saver.flush();
    const post = await convert.mutateAsync(note.id).catch(() => null);
    if (post) void navigate({ to: "/editor/$postId", params: { postId: post.id } });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSubmitShortcut(e)) {
      e.preventDefault();
      void toDraft();
    }
  };

  return (
    <article
      className={cn(
        "near-screen-only flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs",
        value.pinned && "border-brand/50",
      )}
    >
      <label htmlFor={bodyId} className="sr-only">
        {t("notes.card.label")}
      </label>
      <textarea
        id={bodyId}
        value={value.body}
        onChange={(e) => saver.edit({ ...value, body: e.target.value })}
        onKeyDown={onKeyDown}
        className={cn(textareaClass, "min-h-28 resize-y border-transparent shadow-none dark:bg-transparent")}
      />
      {saver.conflict ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm"
        >
          <p>{t("notes.conflict.title")}</p>
          <p className="text-xs whitespace-pre-wrap text-muted-foreground">{saver.conflict.theirs.value.body}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => saver.resolve("mine")}>
              {t("editor.conflict.keepMine")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => saver.resolve("theirs")}>
              {t("editor.conflict.keepTheirs")}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <Input
          aria-label={t("notes.card.tags")}
          placeholder={t("notes.card.tagsPlaceholder")}
          value={tagText}
          onChange={(e) => setTagText(e.target.value)}
          onBlur={commitTags}
          onKeyDown={(e) => e.key === "Enter" && commitTags()}
          className="h-8 text-xs sm:text-xs"
        />
        <select
          aria-label={t("notes.card.pillar")}
          className={cn(selectClass, "h-8 text-xs sm:text-xs")}
          value={value.pillarId ?? ""}
          onChange={(e) => saver.edit({ ...value, pillarId: e.target.value || null })}
        >
          <option value="">{t("editor.form.noPillar")}</option>
          {pillars.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          {value.pillarId && !pillars.some((p) => p.id === value.pillarId) ? (
            <option value={value.pillarId}>{t("editor.form.inactivePillar")}</option>
          ) : null}
        </select>
      </div>
      <NotePosts postIds={note.postIds} />
      <footer className="flex flex-wrap items-center justify-between gap-2">
        <SaveStatus status={saver.status} />
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={value.pinned}
            onClick={() => saver.edit({ ...value, pinned: !value.pinned })}
          >
            <Pin aria-hidden className={cn("size-4", value.pinned && "fill-current text-brand-text")} />
            {t("notes.card.pin")}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDelete(note)} aria-label={t("notes.card.delete")}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => void toDraft()} busy={convert.isPending}>
            <FilePenLine aria-hidden className="size-4" />
            {t("notes.card.toDraft")}
          </Button>
        </div>
      </footer>
    </article>
  );
}
