import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "@/lib/use-translation";
import type { Pillar } from "@contracts/strategy/schemas";
import { selectionStyle } from "@shared/post-text";
import { Label } from "@/components/ui/label";
import { selectClass, textareaClass } from "@/components/ui/input";
import { OWN_SHORTCUTS_ATTRIBUTE } from "@/lib/shortcuts";
import { cn } from "@/lib/utils";
import { dragHasFiles } from "@/features/media/components/drop-zone";
import type { PostDraft } from "../post-draft";
import { CharCounter } from "./char-counter";
import { handleStyleShortcut, PostToolbar, StyledLettersNote, useStyledLettersWarning } from "./post-toolbar";

/**
 * The writing side of the editor: the post's text (exactly what is published) with its toolbar and counter, its
 * pillar and first comment.
 */
export function EditorForm({
  value,
  onChange,
  pillars,
  textareaRef: givenRef,
  onKeyDown,
  readOnly = false,
  onFiles,
  attachments,
}: {
  value: PostDraft;
  onChange: (next: PostDraft) => void;
  pillars: Pillar[];
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  onKeyDown?: (e: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** While the new post's editor takes over (an instant). */
  readOnly?: boolean;
  /** Files dropped on the form or pasted into the text: uploaded and attached. */
  onFiles?: (files: File[]) => void;
  /** The post's files, under the text. */
  attachments?: ReactNode;
}) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const textareaRef = givenRef ?? ownRef;
  const warning = useStyledLettersWarning();
  const [selection, setSelection] = useState<[number, number]>([0, 0]);
  const readSelection = () => {
    const el = textareaRef.current;
    if (el) setSelection([el.selectionStart, el.selectionEnd]);
  };
  const activeStyle = selection[0] === selection[1] ? null : selectionStyle(value.body, selection[0], selection[1]);
  const pillarMissing = value.pillarId !== null && !pillars.some((p) => p.id === value.pillarId);
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
        <PostToolbar textareaRef={textareaRef} activeStyle={activeStyle} onStyled={warning.warn} />
        {warning.show ? <StyledLettersNote onDismiss={warning.dismiss} /> : null}
        <textarea
          id="post-body"
          ref={textareaRef}
          {...{ [OWN_SHORTCUTS_ATTRIBUTE]: "b i" }}
          value={value.body}
          onChange={(e) => onChange({ ...value, body: e.target.value })}
          onSelect={readSelection}
          onPaste={(e) => {
            const files = [...e.clipboardData.files];
            if (!onFiles || !files.length) return;
            e.preventDefault();
            onFiles(files);
          }}
          onKeyDown={(e) => {
            if (handleStyleShortcut(e)) warning.warn();
            else onKeyDown?.(e);
          }}
          aria-describedby="post-body-counter"
          readOnly={readOnly}
          aria-busy={readOnly || undefined}
          placeholder={t("editor.form.bodyPlaceholder")}
          spellCheck
          className={cn(textareaClass, "min-h-72 resize-y leading-relaxed")}
        />
        <CharCounter id="post-body-counter" text={value.body} />
      </div>
      {attachments}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="post-pillar">{t("editor.form.pillar")}</Label>
          <select
            id="post-pillar"
            className={selectClass}
            value={value.pillarId ?? ""}
            onChange={(e) => onChange({ ...value, pillarId: e.target.value || null })}
          >
            <option value="">{t("editor.form.noPillar")}</option>
            {pillars.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
            {pillarMissing ? <option value={value.pillarId!}>{t("editor.form.inactivePillar")}</option> : null}
          </select>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="post-first-comment">{t("editor.form.firstComment")}</Label>
        <textarea
          id="post-first-comment"
          value={value.firstComment}
          onChange={(e) => onChange({ ...value, firstComment: e.target.value })}
          aria-describedby="post-first-comment-hint"
          className={cn(textareaClass, "min-h-20 resize-y")}
        />
        <p id="post-first-comment-hint" className="text-xs text-muted-foreground">
          {t("editor.form.firstCommentHint")}
        </p>
      </div>
    </section>
  );
}
