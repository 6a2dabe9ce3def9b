import { useRef, type ReactNode } from "react";
import { numberFormat } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { LINKEDIN_POST_LIMIT, visibleLength } from "@shared/post-text";
import { useDraftField, useDraftSync, type DraftStore } from "../draft-store";

type Translate = ReturnType<typeof useTranslation>["t"];

/** The counter's words for a text: units used of the limit, the visible characters, how far over (null: within). */
function counterWords(text: string, t: Translate, language: string) {
  const nf = numberFormat(language);
  const units = text.length;
  const over = units - LINKEDIN_POST_LIMIT;
  const visible = visibleLength(text);
  return {
    units: t("editor.counter.units", { count: units, used: nf.format(units), max: nf.format(LINKEDIN_POST_LIMIT) }),
    visible: t("editor.counter.visible", { count: visible, visible: nf.format(visible) }),
    over: over > 0 ? t("editor.counter.over", { count: over, over: nf.format(over) }) : null,
  };
}

const isOver = (text: string) => text.length > LINKEDIN_POST_LIMIT;

/** LinkedIn's 3,000 limit in UTF-16 units (what LinkedIn counts), with the characters a reader sees as a hint. */
export function CharCounter({ text, id }: { text: string; id: string }) {
  const { t, i18n } = useTranslation();
  const words = counterWords(text, t, i18n.resolvedLanguage ?? "en");
  return (
    <CounterLine id={id} over={words.over !== null} units={words.units} visible={words.visible} overBy={words.over} />
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
  const overBy = useRef<HTMLSpanElement>(null);
  const language = i18n.resolvedLanguage ?? "en";
  useDraftSync(draft, (d) => {
    const words = counterWords(d.body, t, language);
    if (units.current) units.current.textContent = words.units;
    if (visible.current) visible.current.textContent = words.visible;
    if (overBy.current) overBy.current.textContent = words.over;
  });
  return (
    <CounterLine
      id={id}
      over={over}
      units={<span ref={units} />}
      visible={<span ref={visible} />}
      overBy={<span ref={overBy} />}
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
  overBy,
}: {
  id: string;
  over: boolean;
  units: ReactNode;
  visible: ReactNode;
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
        </span>
      </span>
      {over ? <span className="font-medium text-destructive">{overBy}</span> : null}
      <span role="status" className="sr-only">
        {over ? t("editor.counter.overAnnounced") : ""}
      </span>
    </div>
  );
}
