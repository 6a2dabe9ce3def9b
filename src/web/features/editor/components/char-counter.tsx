import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { LINKEDIN_POST_LIMIT, visibleLength } from "@shared/post-text";

const formats = new Map<string, Intl.NumberFormat>();
/** One formatter per language (building one costs more than the rest of the counter). */
function numberFormat(language: string): Intl.NumberFormat {
  let nf = formats.get(language);
  if (!nf) formats.set(language, (nf = new Intl.NumberFormat(language)));
  return nf;
}

/** LinkedIn's 3,000 limit in UTF-16 units (what LinkedIn counts), with the characters a reader sees as a hint. */
export function CharCounter({ text, id }: { text: string; id: string }) {
  const { t, i18n } = useTranslation();
  const units = text.length;
  const over = units - LINKEDIN_POST_LIMIT;
  const nf = numberFormat(i18n.resolvedLanguage ?? "en");
  const visible = visibleLength(text);
  return (
    <div id={id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
      <span className={cn("tabular-nums", over > 0 ? "font-medium text-destructive" : "text-muted-foreground")}>
        {t("editor.counter.units", { count: units, used: nf.format(units), max: nf.format(LINKEDIN_POST_LIMIT) })}
        <span className="text-muted-foreground">
          {" · "}
          {t("editor.counter.visible", { count: visible, visible: nf.format(visible) })}
        </span>
      </span>
      {over > 0 ? (
        <span role="status" className="font-medium text-destructive">
          {t("editor.counter.over", { count: over, over: nf.format(over) })}
        </span>
      ) : null}
    </div>
  );
}
