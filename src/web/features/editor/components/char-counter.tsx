import { useRef, useState, type ReactNode } from "react";
import { numberFormat } from "@/lib/i18n/format";
import { useTranslation } from "@/lib/i18n/use-translation";
import { cn } from "@/lib/utils";
import { linkedInLength, LINKEDIN_POST_LIMIT, visibleLength } from "@shared/post-text";
import { useDraftField, useDraftSync, type DraftStore } from "../draft-store";

type Translate = ReturnType<typeof useTranslation>["t"];

/**
 * The counter's words for a text: units used of the limit (as LinkedIn may count them: reserved characters escaped,
 * `linkedInLength`), the visible characters, the symbols that count twice (null: none), how far over (null: within).
 */
function counterWords(text: string, t: Translate, language: string) {
  const nf = numberFormat(language);
  const units = linkedInLength(text);
  const over = units - LINKEDIN_POST_LIMIT;
  const doubled = units - text.length;
  const visible = visibleLength(text);
  return {
    units: t("editor.counter.units", { count: units, used: nf.format(units), max: nf.format(LINKEDIN_POST_LIMIT) }),
    visible: t("editor.counter.visible", { count: visible, visible: nf.format(visible) }),
    doubled: doubled > 0 ? ` · ${t("editor.counter.doubled", { count: doubled, doubled: nf.format(doubled) })}` : "",
    over: over > 0 ? t("editor.counter.over", { count: over, over: nf.format(over) }) : null,
  };
}

const isOver = (text: string) => linkedInLength(text) > LINKEDIN_POST_LIMIT;

/** LinkedIn's 3,000 limit in UTF-16 units (what LinkedIn counts), with the characters a reader sees as a hint. */
export function CharCounter({ text, id }: { text: string; id: string }) {
  const { t, i18n } = useTranslation();
  const words = counterWords(text, t, i18n.resolvedLanguage ?? "en");
  return (
    <CounterLine
      id={id}
      over={words.over !== null}
      units={words.units}
      visible={words.visible}
      doubled={words.doubled}
      overBy={words.over}
    />
  );
}

/**
 * The counter of the text being typed: its numbers follow the keystrokes without a React render (useDraftSync); it
 * re-renders only when the text goes over the limit or back under.
 */
export function DraftCharCounter({ draft, id }: { draft: DraftStore; id: string }) {
  const { t, i18n } = useTranslation();
  const over = useDraftField(draft, (d) => isOver(d.body));
  const units = useRef<HTMLSpanElement>(null);
  const visible = useRef<HTMLSpanElement>(null);
  const doubled = useRef<HTMLSpanElement>(null);
  const overBy = useRef<HTMLSpanElement>(null);
  const language = i18n.resolvedLanguage ?? "en";
  useDraftSync(draft, (d) => {
    const words = counterWords(d.body, t, language);
    if (units.current) units.current.textContent = words.units;
    if (visible.current) visible.current.textContent = words.visible;
    if (doubled.current) doubled.current.textContent = words.doubled;
    if (overBy.current) overBy.current.textContent = words.over;
  });
  // the first render's numbers, the same on the server and in the browser (which hydrates the server's markup); then
  // the effect above writes them, and these stay as they are so React never touches the text again
  const [first] = useState(() => counterWords(draft.value.body, t, language));
  return (
    <CounterLine
      id={id}
      over={over}
      units={<span ref={units}>{first.units}</span>}
      visible={<span ref={visible}>{first.visible}</span>}
      doubled={<span ref={doubled}>{first.doubled}</span>}
      overBy={<span ref={overBy}>{first.over}</span>}
    />
  );
}

/**
 * The counter's line. How far over the limit the text is shows on every key, but a screen reader is told once, when
 * the text goes over (a status that changes only then), not at every keystroke.
 */
function CounterLine({
  id,
  over,
  units,
  visible,
  doubled,
  overBy,
}: {
  id: string;
  over: boolean;
  units: ReactNode;
  visible: ReactNode;
  /** " · 3 symbols such as ( ) * _ count twice", or empty: after the visible characters. */
  doubled: ReactNode;
  overBy: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div id={id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
      <span className={cn("tabular-nums", over ? "font-medium text-destructive" : "text-muted-foreground")}>
        {units}
        <span className="text-muted-foreground">
          {" · "}
          {visible}
          {doubled}
        </span>
      </span>
      {over ? <span className="font-medium text-destructive">{overBy}</span> : null}
      <span role="status" className="sr-only">
        {over ? t("editor.counter.overAnnounced") : ""}
      </span>
    </div>
  );
}
