import { Pin } from "lucide-react";
import type { Note } from "@contracts/notes/schemas";
import type { Pillar } from "@contracts/strategy/schemas";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { NotePosts } from "./note-posts";

/** One note to read, for a role that may not change the workspace's notes (NoteCard edits one in place). */
export function NoteView({ note, pillars }: { note: Note; pillars: Pillar[] }) {
  const { t } = useTranslation();
  const pillar = note.pillarId
    ? (pillars.find((p) => p.id === note.pillarId)?.name ?? t("editor.form.inactivePillar"))
    : null;
  return (
    <article
      aria-label={t("notes.card.label")}
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm shadow-xs",
        note.pinned && "border-brand/50",
      )}
    >
      {note.pinned ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <Pin aria-hidden className="size-3.5 fill-current text-brand-text" />
          {t("notes.card.pinned")}
        </p>
      ) : null}
      <p className="whitespace-pre-wrap break-words">{note.body || t("editor.conflict.empty")}</p>
      {note.tags.length || pillar ? (
        <div className="flex flex-wrap gap-1.5">
          {pillar ? <Badge variant="brand">{pillar}</Badge> : null}
          {note.tags.map((x) => (
            <Badge key={x} variant="outline">
              #{x}
            </Badge>
          ))}
        </div>
      ) : null}
      <NotePosts postIds={note.postIds} />
    </article>
  );
}
