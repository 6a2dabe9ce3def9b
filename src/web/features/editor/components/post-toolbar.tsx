import { Bold, Code, Italic, List, ListOrdered, Redo2, RemoveFormatting, Undo2 } from "lucide-react";
import { memo, useCallback, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "@/lib/use-translation";
import { applyStyle, clearStyle, toggleList, type TextStyle } from "@shared/post-text";
import { cn } from "@/lib/utils";
import { applyEdit, insertAtSelection } from "../text-commands";
import { EmojiPicker } from "./emoji-picker";

const WARNED_KEY = "pp:styled-letters-warning";

const buttonClass =
  "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-secondary aria-pressed:text-foreground";

/** Bold-italic has no lucide icon: a bold slanted B. */
const BoldItalic = ({ className }: { className?: string }) => (
  <span aria-hidden className={cn("font-serif text-[15px] leading-none font-bold italic", className)}>
    B
  </span>
);

/** What a keyboard shortcut inside the editor does (Ctrl/Cmd + key). */
export const STYLE_SHORTCUTS: Record<string, TextStyle> = { b: "bold", i: "italic" };

/** The once-only note that screen readers read styled letters as symbols (shown after the first styling). */
export function useStyledLettersWarning() {
  const [show, setShow] = useState(false);
  const warn = useCallback(() => {
    try {
      if (localStorage.getItem(WARNED_KEY)) return;
      localStorage.setItem(WARNED_KEY, "1");
    } catch {
      // no storage: warn every time rather than never
    }
    setShow(true);
  }, []);
  const dismiss = useCallback(() => setShow(false), []);
  return { show, warn, dismiss };
}

/**
 * The editor's toolbar: Unicode styles for the selection (pressed when the selection has that style), lists, emoji,
 * undo and redo. Every change goes through the textarea's own editing (text-commands.ts), so Ctrl+Z undoes styling
 * like typing. Memoised: typing does not re-render it (its props stay the same).
 */
export const PostToolbar = memo(function PostToolbar({
  textareaRef,
  activeStyle,
  onStyled,
}: {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The selection's style, for the pressed state. */
  activeStyle: TextStyle | "plain" | null;
  /** Called after a style was applied (the screen-reader note). */
  onStyled: () => void;
}) {
  const { t } = useTranslation();
  const el = () => textareaRef.current;

  const style = (s: TextStyle) => {
    const area = el();
    if (!area) return;
    applyEdit(area, applyStyle(area.value, area.selectionStart, area.selectionEnd, s));
    onStyled();
  };
  const plain = () => {
    const area = el();
    if (area) applyEdit(area, clearStyle(area.value, area.selectionStart, area.selectionEnd));
  };
  const list = (kind: "bullet" | "number") => {
    const area = el();
    if (area) applyEdit(area, toggleList(area.value, area.selectionStart, area.selectionEnd, kind));
  };
  const history = (command: "undo" | "redo") => {
    const area = el();
    if (!area) return;
    area.focus();
    document.execCommand(command);
  };

  const styleButton = (s: TextStyle, icon: ReactNode, shortcut?: string) => (
    <button
      type="button"
      aria-pressed={activeStyle === s}
      aria-label={t(`editor.toolbar.${s}`)}
      title={shortcut ? `${t(`editor.toolbar.${s}`)} (${shortcut})` : t(`editor.toolbar.${s}`)}
      onMouseDown={(e) => e.preventDefault()} // keep the textarea's selection
      onClick={() => style(s)}
      className={buttonClass}
    >
      {icon}
    </button>
  );
  const action = (label: string, icon: ReactNode, run: () => void) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={buttonClass}
    >
      {icon}
    </button>
  );

  return (
    <div>
      <div
        role="toolbar"
        aria-label={t("editor.toolbar.label")}
        aria-controls="post-body"
        className="flex flex-wrap items-center gap-0.5 rounded-md border bg-muted/40 p-1"
      >
        {styleButton("bold", <Bold aria-hidden className="size-4" />, "Ctrl+B")}
        {styleButton("italic", <Italic aria-hidden className="size-4" />, "Ctrl+I")}
        {styleButton("boldItalic", <BoldItalic />)}
        {styleButton("monospace", <Code aria-hidden className="size-4" />)}
        {action(t("editor.toolbar.plain"), <RemoveFormatting aria-hidden className="size-4" />, plain)}
        <span aria-hidden className="mx-1 h-5 w-px bg-border" />
        {action(t("editor.toolbar.bullets"), <List aria-hidden className="size-4" />, () => list("bullet"))}
        {action(t("editor.toolbar.numbers"), <ListOrdered aria-hidden className="size-4" />, () => list("number"))}
        <EmojiPicker
          buttonClass={buttonClass}
          onPick={(emoji) => {
            const area = el();
            if (area) insertAtSelection(area, emoji);
          }}
        />
        <span aria-hidden className="mx-1 h-5 w-px bg-border" />
        {action(t("editor.toolbar.undo"), <Undo2 aria-hidden className="size-4" />, () => history("undo"))}
        {action(t("editor.toolbar.redo"), <Redo2 aria-hidden className="size-4" />, () => history("redo"))}
      </div>
    </div>
  );
});

/** The screen-reader note, until dismissed. */
export function StyledLettersNote({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="flex items-start justify-between gap-3 rounded-md border border-brand/30 bg-brand/5 px-3 py-2 text-xs"
    >
      <p>{t("editor.toolbar.screenReaderWarning")}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="shrink-0 font-medium underline underline-offset-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {t("editor.toolbar.understood")}
      </button>
    </div>
  );
}

/** Ctrl/Cmd+B and +I style the selection while the editor has focus (the global Ctrl+B stays everywhere else). */
export function handleStyleShortcut(e: KeyboardEvent<HTMLTextAreaElement>): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return false;
  const s = STYLE_SHORTCUTS[e.key.toLowerCase()];
  if (!s) return false;
  e.preventDefault();
  const area = e.currentTarget;
  applyEdit(area, applyStyle(area.value, area.selectionStart, area.selectionEnd, s));
  return true;
}
