import { Star } from "lucide-react";
import { Link } from "@tanstack/react-router";
import type { Language } from "@contracts/language";
import { displayStructure, exampleText } from "@shared/inspirations/structure";
import type { InspirationPattern } from "@shared/inspirations/types";
import { Button, buttonVariants } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";

export function PatternCard({
  pattern,
  language,
  favourite,
  mayWrite,
  mayWritePosts,
  opening,
  onToggleFavourite,
  onOpenDraft,
}: {
  pattern: InspirationPattern;
  language: Language;
  favourite: boolean;
  mayWrite: boolean;
  mayWritePosts: boolean;
  opening: boolean;
  onToggleFavourite: () => void;
  onOpenDraft: () => void;
}) {
  const { t } = useTranslation();
  const text = pattern.text[language];
  const headingId = `pattern-${pattern.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-pattern={pattern.id}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm text-card-foreground"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t(`inspirations.kinds.${pattern.kind}`)}
          </p>
          <h3 id={headingId} className="text-base font-semibold">
            {text.name}
          </h3>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={favourite}
          aria-label={t("inspirations.card.favourite", { name: text.name })}
          disabled={!mayWrite}
          onClick={onToggleFavourite}
        >
          <Star aria-hidden className={favourite ? "fill-current text-brand" : ""} />
        </Button>
      </div>
      <p className="text-muted-foreground">{text.when}</p>
      <p className="rounded-md bg-muted px-3 py-2 font-mono text-xs leading-relaxed break-words">
        <span className="sr-only">{t("inspirations.card.structure")}: </span>
        {displayStructure(text, language)}
      </p>
      <details className="group">
        <summary className="cursor-pointer rounded-sm font-medium text-brand focus-visible:outline-2 focus-visible:outline-offset-2">
          {t("inspirations.card.example")}
        </summary>
        <p className="mt-2 whitespace-pre-line">{exampleText(text, language)}</p>
      </details>
      <ul aria-label={t("inspirations.card.fits")} className="flex flex-wrap gap-1.5">
        {pattern.formats.map((f) => (
          <li key={f} className="rounded-full border px-2 py-0.5 text-xs">
            {t(`generatePost.formats.${f}.label`)}
          </li>
        ))}
        {pattern.goals.map((g) => (
          <li key={g} className="rounded-full bg-muted px-2 py-0.5 text-xs">
            {t(`inspirations.goals.${g}`)}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Link
          to="/generate-post"
          search={{ structure: pattern.id }}
          className={buttonVariants({ size: "sm" })}
          aria-describedby={headingId}
        >
          {t("inspirations.card.useInGenerate")}
        </Link>
        {mayWritePosts ? (
          <Button size="sm" variant="outline" busy={opening} onClick={onOpenDraft} aria-describedby={headingId}>
            {t("inspirations.card.openDraft")}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
