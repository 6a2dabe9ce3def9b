import { Bold, Code, Italic, List, ListOrdered, Redo2, RemoveFormatting, Undo2 } from "lucide-react";
import { memo, useCallback, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { applyStyle, clearStyle, toggleList, type TextStyle } from "@shared/post-text";
import { cn } from "@/lib/utils";
import { snippetEdit } from "../snippet-insert";
import { applyEdit, insertAtSelection } from "../text-commands";
import { EmojiPicker } from "./emoji-picker";
import { SnippetPicker } from "./snippet-picker";

const WARNED_KEY = "pp:styled-letters-warning";

// 28 px buttons on a phone, side by side without gaps: the eleven of them fit on one row from a 360 px screen up
// (32 px with gaps from 640 px)
const buttonClass =
  "inline-flex size-7 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-secondary aria-pressed:text-foreground sm:size-8";

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

/** The keys that move the focus along the toolbar, and where to: the next, the previous, the first, the last. */
const ROVING_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** What each of the toolbar's buttons carries for its roving focus (ARIA toolbar pattern). */
export interface ToolbarItemProps {
  tabIndex: number;
  onFocus: () => void;
  "data-toolbar-item": number;
}

/**
 * The editor's toolbar, one tab stop (WAI-ARIA toolbar pattern): Tab enters it on the last button used (the first at
 * the start), Left/Right move along it (wrapping), Home/End go to its ends. Unicode styles for the selection (pressed when the selection has that style), lists, emoji,
 * hooks and endings (snippet-picker.tsx), undo and redo. Every change goes through the textarea's own editing (text-commands.ts), so Ctrl+Z undoes styling
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
  const toolbarRef = useRef<HTMLDivElement>(null);
  // the button that takes the toolbar's one tab stop
  const [current, setCurrent] = useState(0);
  const item = (index: number): ToolbarItemProps => ({
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setCurrent(index),
    "data-toolbar-item": index,
  });
  const rove = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = ROVING_KEYS[e.key];
    // only between the toolbar's own buttons (the emoji picker's search and grid have their own keys)
    if (!move || e.altKey || e.ctrlKey || e.metaKey || !(e.target as HTMLElement).hasAttribute("data-toolbar-item"))
      return;
    const items = [...(toolbarRef.current?.querySelectorAll<HTMLElement>("[data-toolbar-item]") ?? [])];
    const at = items.indexOf(e.target as HTMLElement);
    if (at < 0) return;
    e.preventDefault();
    items[move(at, items.length)]?.focus();
  };

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

  const styleButton = (index: number, s: TextStyle, icon: ReactNode, shortcut?: string) => (
    <button
      {...item(index)}
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
  const action = (index: number, label: string, icon: ReactNode, run: () => void) => (
    <button
      {...item(index)}
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

  // a phone's pickers open under the whole toolbar (positioned here), a wider screen's under their button
  return (
    <div className="relative">
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={t("editor.toolbar.label")}
        aria-controls="post-body"
        onKeyDown={rove}
        className="flex flex-wrap items-center gap-0 rounded-md border bg-muted/40 p-1 sm:gap-0.5"
      >
        {styleButton(0, "bold", <Bold aria-hidden className="size-4" />, "Ctrl+B")}
        {styleButton(1, "italic", <Italic aria-hidden className="size-4" />, "Ctrl+I")}
        {styleButton(2, "boldItalic", <BoldItalic />)}
        {styleButton(3, "monospace", <Code aria-hidden className="size-4" />)}
        {action(4, t("editor.toolbar.plain"), <RemoveFormatting aria-hidden className="size-4" />, plain)}
        <span aria-hidden className="mx-0.5 h-5 w-px bg-border sm:mx-1" />
        {action(5, t("editor.toolbar.bullets"), <List aria-hidden className="size-4" />, () => list("bullet"))}
        {action(6, t("editor.toolbar.numbers"), <ListOrdered aria-hidden className="size-4" />, () => list("number"))}
        <EmojiPicker
          buttonClass={buttonClass}
          buttonProps={item(7)}
          onPick={(emoji) => {
            const area = el();
            if (area) insertAtSelection(area, emoji);
          }}
        />
        <SnippetPicker
          buttonClass={buttonClass}
          buttonProps={item(8)}
          onPick={(snippet) => {
            const area = el();
            if (area) applyEdit(area, snippetEdit(area.value, area.selectionStart, area.selectionEnd, snippet));
          }}
        />
        <span aria-hidden className="mx-0.5 h-5 w-px bg-border sm:mx-1" />
        {action(9, t("editor.toolbar.undo"), <Undo2 aria-hidden className="size-4" />, () => history("undo"))}
        {action(10, t("editor.toolbar.redo"), <Redo2 aria-hidden className="size-4" />, () => history("redo"))}
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
