import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { Pillar } from "@contracts/strategy/schemas";
import { selectionStyle, type TextStyle } from "@shared/post-text";
import { Label } from "@/components/ui/label";
import { selectClass, textareaClass } from "@/components/ui/input";
import { OWN_SHORTCUTS_ATTRIBUTE } from "@/lib/ui/shortcuts";
import { cn } from "@/lib/utils";
import { dragHasFiles } from "@/entities/media/components/drop-zone";
import { useDraftField, useDraftSync, type DraftStore } from "../draft-store";
import { DraftCharCounter } from "./char-counter";
import { handleStyleShortcut, PostToolbar, StyledLettersNote, useStyledLettersWarning } from "./post-toolbar";

/**
 * The writing side of the editor: the post's text (exactly what is published) with its toolbar and counter, its
 * pillar and first comment. Each field subscribes to its own part of the draft; typing in the text re-renders none
 * of them (the text and its counter follow the draft outside React's render).
 */
export function EditorForm({
  draft,
  pillars,
  pillarsLoading = false,
  textareaRef: givenRef,
  onKeyDown,
  readOnly = false,
  onFiles,
  tools = true,
  attachments,
}: {
  draft: DraftStore;
  pillars: Pillar[];
  /** The pillars are still loading: a post's pillar is not "no longer active" meanwhile. */
  pillarsLoading?: boolean;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  onKeyDown?: (e: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** While the new post's editor takes over (an instant). */
  readOnly?: boolean;
  /** Files dropped on the form or pasted into the text: uploaded and attached. */
  onFiles?: (files: File[]) => void;
  /** The formatting toolbar (false: a role that reads the post, with nothing to format). */
  tools?: boolean;
  /** The post's files, under the text. */
  attachments?: ReactNode;
}) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const textareaRef = givenRef ?? ownRef;
  const warning = useStyledLettersWarning();
  // the selection's style (the toolbar's pressed state); typing keeps it null, so it re-renders nothing
  const [activeStyle, setActiveStyle] = useState<TextStyle | "plain" | null>(null);
  const readSelection = useCallback(() => {
    const el = textareaRef.current;
    if (!el) return;
    const [start, end] = [el.selectionStart, el.selectionEnd];
    setActiveStyle(start === end ? null : selectionStyle(el.value, start, end));
  }, [textareaRef]);
  return (
    <section
      aria-label={t("editor.form.label")}
      className="flex min-w-0 flex-col gap-4"
      onDragOver={(e) => {
        if (onFiles && dragHasFiles(e)) e.preventDefault();
      }}
      onDrop={(e) => {
        if (!onFiles || !dragHasFiles(e)) return;
        e.preventDefault();
        onFiles([...e.dataTransfer.files]);
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="post-body">{t("editor.form.body")}</Label>
        {tools ? <PostToolbar textareaRef={textareaRef} activeStyle={activeStyle} onStyled={warning.warn} /> : null}
        {warning.show ? <StyledLettersNote onDismiss={warning.dismiss} /> : null}
        <BodyField
          draft={draft}
          textareaRef={textareaRef}
          readOnly={readOnly}
          onSelect={readSelection}
          onKeyDown={(e) => {
            if (handleStyleShortcut(e)) warning.warn();
            else onKeyDown?.(e);
          }}
          onFiles={onFiles}
        />
      </div>
      {attachments}
      <div className="grid gap-4">
        <PillarField draft={draft} pillars={pillars} loading={pillarsLoading} />
      </div>
      <FirstCommentField draft={draft} />
    </section>
  );
}

/** The post's text and its counter: a keystroke re-renders neither (useDraftSync). */
function BodyField({
  draft,
  textareaRef,
  readOnly,
  onSelect,
  onKeyDown,
  onFiles,
}: {
  draft: DraftStore;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  readOnly: boolean;
  onSelect: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => void;
  onFiles?: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  // not a controlled field: a keystroke renders nothing (the value is set here only when the draft changes from
  // elsewhere: a restored copy, a resolved conflict)
  useDraftSync(draft, (d) => {
    const el = textareaRef.current;
    if (el && el.value !== d.body) el.value = d.body;
  });
  return (
    <>
      <textarea
        id="post-body"
        ref={textareaRef}
        {...{ [OWN_SHORTCUTS_ATTRIBUTE]: "b i" }}
        onChange={(e) => draft.edit({ ...draft.value, body: e.target.value })}
        onSelect={onSelect}
        onPaste={(e) => {
          const files = [...e.clipboardData.files];
          if (!onFiles || !files.length) return;
          e.preventDefault();
          onFiles(files);
        }}
        onKeyDown={onKeyDown}
        aria-describedby="post-body-counter"
        // the server's markup carries the text (here the effect above sets it, before the first paint)
        defaultValue={typeof document === "undefined" ? draft.value.body : undefined}
        readOnly={readOnly}
        aria-busy={readOnly || undefined}
        placeholder={t("editor.form.bodyPlaceholder")}
        spellCheck
        className={cn(textareaClass, "min-h-72 resize-y leading-relaxed")}
      />
      <DraftCharCounter id="post-body-counter" draft={draft} />
    </>
  );
}

function PillarField({ draft, pillars, loading }: { draft: DraftStore; pillars: Pillar[]; loading: boolean }) {
  const { t } = useTranslation();
  const pillarId = useDraftField(draft, (d) => d.pillarId);
  // while the pillars load, the post's pillar is not "no longer active": it is not known yet
  const pillarMissing = pillarId !== null && !pillars.some((p) => p.id === pillarId);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="post-pillar">{t("editor.form.pillar")}</Label>
      <select
        id="post-pillar"
        className={selectClass}
        value={pillarId ?? ""}
        onChange={(e) => draft.edit({ ...draft.value, pillarId: e.target.value || null })}
      >
        <option value="">{t("editor.form.noPillar")}</option>
        {pillars.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
        {pillarMissing ? (
          <option value={pillarId}>{t(loading ? "editor.form.pillarLoading" : "editor.form.inactivePillar")}</option>
        ) : null}
      </select>
    </div>
  );
}

function FirstCommentField({ draft }: { draft: DraftStore }) {
  const { t } = useTranslation();
  const firstComment = useDraftField(draft, (d) => d.firstComment);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="post-first-comment">{t("editor.form.firstComment")}</Label>
      <textarea
        id="post-first-comment"
        value={firstComment}
        onChange={(e) => draft.edit({ ...draft.value, firstComment: e.target.value })}
        aria-describedby="post-first-comment-hint"
        className={cn(textareaClass, "min-h-20 resize-y")}
      />
      <p id="post-first-comment-hint" className="text-xs text-muted-foreground">
        {t("editor.form.firstCommentHint")}
      </p>
    </div>
  );
}
