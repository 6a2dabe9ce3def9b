import { Smile } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { findEmoji } from "../emoji-data";
import type { ToolbarItemProps } from "./post-toolbar";
import { ToolbarPopover } from "./toolbar-popover";

const COLUMNS = 8;

/**
 * The toolbar's emoji button: a small searchable grid (arrow keys move, Enter inserts, Escape closes and returns to
 * the button). Picking inserts at the caret, closes the picker and puts the focus back in the text after the emoji.
 */
export function EmojiPicker({
  onPick,
  buttonClass,
  buttonProps,
}: {
  onPick: (emoji: string) => void;
  buttonClass: string;
  /** The toolbar's roving focus on the button (its tabIndex). */
  buttonProps?: ToolbarItemProps;
}) {
  const { t } = useTranslation();
  return (
    <ToolbarPopover
      label={t("editor.toolbar.emoji")}
      icon={<Smile aria-hidden className="size-4" />}
      buttonClass={buttonClass}
      buttonProps={buttonProps}
      panelClass="absolute top-full right-0 left-0 z-30 mt-1 flex flex-col sm:right-auto sm:w-72 gap-2 rounded-lg border bg-popover p-2 text-popover-foreground shadow-md"
    >
      {(close) => (
        <EmojiGrid
          onPick={(emoji) => {
            close();
            onPick(emoji);
          }}
        />
      )}
    </ToolbarPopover>
  );
}

function EmojiGrid({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const gridRef = useRef<HTMLDivElement>(null);
  const found = findEmoji(query);

  const moveFocus = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(gridRef.current?.querySelectorAll("button") ?? [])];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[e.key];
    if (step === undefined || i < 0) return;
    e.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, i + step))]?.focus();
  };

  return (
    <>
      <Input
        autoFocus
        type="search"
        aria-label={t("editor.toolbar.emojiSearch")}
        placeholder={t("editor.toolbar.emojiSearch")}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            gridRef.current?.querySelector("button")?.focus();
          }
        }}
        className="h-8"
      />
      <div ref={gridRef} onKeyDown={moveFocus} className="grid max-h-56 grid-cols-8 gap-0.5 overflow-y-auto">
        {found.map((e) => (
          <button
            key={e.char}
            type="button"
            title={e.words.split(" ")[0]}
            onClick={() => onPick(e.char)}
            className={cn(
              "flex size-8 items-center justify-center rounded text-lg outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
            )}
          >
            {e.char}
          </button>
        ))}
      </div>
      {found.length === 0 ? (
        <p className="px-1 text-xs text-muted-foreground">{t("editor.toolbar.emojiNone")}</p>
      ) : null}
    </>
  );
}
